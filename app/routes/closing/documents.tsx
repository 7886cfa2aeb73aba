import { DocumentItem } from "#app/components/closing/document-item";
import { NotaryShare } from "#app/components/closing/notary-share";
import { requireUser } from "#app/http/session.server";
import { translator } from "#app/lib/i18n/translate";
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
  const { party, readOnly, seller, buyer, notaryLinks, locale } = loaderData;
  const t = translator(locale);
  const action = (actionData ?? null) as DocumentActionData;
  const groups = [
    { id: "docs-seller", title: t("closing.doc.seller"), entries: seller },
    { id: "docs-buyer", title: t("closing.doc.buyer"), entries: buyer },
  ];
  return (
    <div className="flex flex-col gap-8">
      <p className="text-muted-foreground">{t("closing.doc.intro")}</p>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={group.id} className="flex flex-col gap-3">
          <h3 id={group.id} className="font-medium text-lg">
            {group.title}
          </h3>
          <ul className="flex flex-col gap-3">
            {group.entries.map((entry) => (
              <DocumentItem
                key={entry.key}
                entry={entry}
                party={party}
                readOnly={readOnly}
                action={action}
                locale={locale}
              />
            ))}
          </ul>
        </section>
      ))}
      {readOnly ? null : <NotaryShare view={notaryLinks} action={action} locale={locale} />}
    </div>
  );
}
