import { Form } from "react-router";
import { Button } from "#app/components/ui/button";
import { ConfirmableForm } from "#app/components/ui/confirm-action";
import type { Locale } from "#app/lib/i18n/locales";
import { translator } from "#app/lib/i18n/translate";
import type { DocumentActionData } from "#app/routes/closing/documents.server";
import type { NotaryLinksView } from "#app/routes/closing/notary-links.server";

/** Where the share forms' refusals show: the action answers with this in place of a document key. */
export const NOTARY_SHARE_KEY = "notaria";

/**
 * 'Compartir con la notaría': a link to the notary file that opens without an account for 30
 * days; the links still open, with who made each and until when, each revocable (asks first).
 */
export function NotaryShare({
  view,
  action,
  locale = "es",
}: {
  view: NotaryLinksView;
  action: DocumentActionData;
  locale?: Locale;
}) {
  const t = translator(locale);
  const error = action?.itemKey === NOTARY_SHARE_KEY ? action.error : null;
  return (
    <section aria-labelledby="notary-share" className="flex flex-col gap-3 rounded-md border p-4">
      <h3 id="notary-share" className="font-medium text-lg">
        {t("closing.doc.share.heading")}
      </h3>
      <p className="text-muted-foreground text-sm">{t("closing.doc.share.intro")}</p>
      {error ? (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
      {view.links.length > 0 ? (
        <ul className="flex flex-col gap-3" aria-label={t("closing.doc.share.active")}>
          {view.links.map((link) => (
            <li key={link.id} className="flex flex-col gap-2 rounded-md bg-muted/40 p-3">
              <p className="text-sm">
                {t("closing.doc.share.line", { who: link.by, created: link.createdOn, until: link.until })}
              </p>
              <input
                readOnly
                value={link.url}
                aria-label={t("closing.doc.share.address")}
                className="w-full min-w-0 rounded-md border bg-background px-2 py-2 font-mono text-xs"
                onFocus={(event) => event.currentTarget.select()}
              />
              {view.canShare ? (
                <ConfirmableForm
                  confirmKey={`revoke-${link.id}`}
                  text={{
                    title: t("closing.doc.share.confirm"),
                    description: t("closing.doc.share.confirmText"),
                    confirmLabel: t("closing.doc.share.confirmLabel"),
                    variant: "destructive",
                  }}
                >
                  <input type="hidden" name="intent" value="revoke-notary-link" />
                  <input type="hidden" name="itemKey" value={NOTARY_SHARE_KEY} />
                  <input type="hidden" name="linkId" value={link.id} />
                  <Button type="submit" variant="outline" size="sm">
                    {t("closing.doc.share.revoke")}
                  </Button>
                </ConfirmableForm>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm">{t("closing.doc.share.none")}</p>
      )}
      {view.canShare ? (
        <Form method="post" aria-label={t("closing.doc.share.create")}>
          <input type="hidden" name="intent" value="create-notary-link" />
          <input type="hidden" name="itemKey" value={NOTARY_SHARE_KEY} />
          <Button type="submit" className="h-auto min-h-11 self-start whitespace-normal py-2 text-left">
            {t("closing.doc.share.create")}
          </Button>
        </Form>
      ) : null}
    </section>
  );
}
