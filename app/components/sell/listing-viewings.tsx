import { Link } from "react-router";
import { MachineTranslation } from "#app/components/dashboard/machine-translation";
import { leadLogHref } from "#app/domain/kernel/dashboard-urls";
import type { ListingViewings as Viewings } from "#app/domain/leads/viewings/viewing-views.server";

type Entry = Viewings["upcoming"][number];

/**
 * Step 3's real viewings of the listing: confirmed ones to come, requests awaiting an answer, and
 * past ones with the buyer's rating (a foreign buyer's comment with the adapter's Spanish under it).
 * The answering itself happens in 'Compradores'.
 */
export function ListingViewings({ propertyId, viewings }: { propertyId: string; viewings: Viewings }) {
  const total = viewings.upcoming.length + viewings.awaiting.length + viewings.past.length;
  return (
    <section
      aria-labelledby="visitas-reales"
      className="flex flex-col gap-3 rounded-xl border border-border p-4"
    >
      <h3 id="visitas-reales" className="font-semibold text-foreground">
        Visitas de tu anuncio
      </h3>
      {total === 0 ? (
        <p className="text-muted-foreground text-sm">
          Aún no te han pedido ninguna visita. Cuando un comprador la solicite desde el anuncio, la verás
          aquí.
        </p>
      ) : (
        <>
          <ViewingGroup title="Próximas visitas confirmadas" entries={viewings.upcoming} />
          <ViewingGroup title="Solicitudes pendientes de respuesta" entries={viewings.awaiting} />
          <ViewingGroup title="Visitas realizadas" entries={viewings.past} showRating />
        </>
      )}
      <Link
        to={leadLogHref(propertyId)}
        className="self-start rounded font-medium text-primary text-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        Responder en Compradores
      </Link>
    </section>
  );
}

function ViewingGroup({
  title,
  entries,
  showRating = false,
}: {
  title: string;
  entries: Entry[];
  showRating?: boolean;
}) {
  if (entries.length === 0) return null;
  return (
    <div className="flex flex-col gap-1">
      <h4 className="font-medium text-foreground text-sm">
        {title} ({entries.length})
      </h4>
      <ul className="flex flex-col gap-1 text-sm">
        {entries.map((entry) => (
          <li key={entry.leadId} className="text-foreground">
            <strong>{entry.buyerName}</strong> · {entry.times.join(" / ")}
            {showRating ? (
              <span className="text-muted-foreground">
                {" "}
                · {entry.rating === null ? "sin valorar" : `valoración ${entry.rating} de 5`}
                {entry.ratingComment ? (
                  <RatingComment text={entry.ratingComment} lang={entry.commentLang} />
                ) : (
                  ""
                )}
              </span>
            ) : null}
            {showRating && entry.ratingCommentTranslation ? (
              <div className="mt-1">
                <MachineTranslation text={entry.ratingCommentTranslation} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The buyer's words in quotes; another language than Spanish is marked, so it is read in it. */
function RatingComment({ text, lang }: { text: string; lang: string }) {
  if (lang === "es") return ` · «${text}»`;
  return (
    <>
      {" · «"}
      <span lang={lang}>{text}</span>»
    </>
  );
}
