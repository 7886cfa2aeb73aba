import { DocumentItem } from "#app/components/closing/document-item";
import { NotaryShare } from "#app/components/closing/notary-share";
import { requireUser } from "#app/http/session.server";
import { headersWithRetryAfter } from "#app/lib/retry-after";
import type { Route } from "./+types/documents";
import { type DocumentActionData, documentsAction, loadDocuments } from "./documents.server";

export const headers: Route.HeadersFunction = headersWithRetryAfter;

/**
 * '/cierre/<deal>/documentos': what the notary will ask for, built from the deal, grouped by who
 * brings it; each party uploads theirs and sees the other's. The layout (room.tsx) shows the header.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return loadDocuments(context, user, params.dealId);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  return documentsAction(context, request, user, params.dealId);
}

export default function ClosingDocuments({ loaderData, actionData }: Route.ComponentProps) {
  const { party, readOnly, seller, buyer, notaryLinks } = loaderData;
  const action = (actionData ?? null) as DocumentActionData;
  const groups = [
    { id: "docs-seller", title: "Documentos del vendedor", entries: seller },
    { id: "docs-buyer", title: "Documentos del comprador", entries: buyer },
  ];
  return (
    <div className="flex flex-col gap-8">
      <p className="text-muted-foreground">
        Lo que pedirá la notaría, según esta operación. Cada parte sube lo suyo; solo vosotros dos y el equipo
        de Zaguán podéis ver los archivos.
      </p>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={group.id} className="flex flex-col gap-3">
          <h3 id={group.id} className="font-medium text-lg">
            {group.title}
          </h3>
          <ul className="flex flex-col gap-3">
            {group.entries.map((entry) => (
              <DocumentItem key={entry.key} entry={entry} party={party} readOnly={readOnly} action={action} />
            ))}
          </ul>
        </section>
      ))}
      {readOnly ? null : <NotaryShare view={notaryLinks} action={action} />}
    </div>
  );
}
