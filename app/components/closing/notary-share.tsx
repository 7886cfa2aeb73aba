import { Form } from "react-router";
import { Button } from "#app/components/ui/button";
import { ConfirmableForm } from "#app/components/ui/confirm-action";
import type { DocumentActionData } from "#app/routes/closing/documents.server";
import type { NotaryLinksView } from "#app/routes/closing/notary-links.server";

/** Where the share forms' refusals show: the action answers with this in place of a document key. */
export const NOTARY_SHARE_KEY = "notaria";

/**
 * 'Compartir con la notaría': a link to the notary file that opens without an account for 30
 * days; the links still open, with who made each and until when, each revocable (asks first).
 */
export function NotaryShare({ view, action }: { view: NotaryLinksView; action: DocumentActionData }) {
  const error = action?.itemKey === NOTARY_SHARE_KEY ? action.error : null;
  return (
    <section aria-labelledby="notary-share" className="flex flex-col gap-3 rounded-md border p-4">
      <h3 id="notary-share" className="font-medium text-lg">
        Compartir con la notaría
      </h3>
      <p className="text-muted-foreground text-sm">
        Un enlace al expediente de la operación (las partes, la vivienda, el precio y la señal, el contrato de
        arras y el estado de cada documento) que la notaría abre sin cuenta durante 30 días. Cualquiera de los
        dos puede revocarlo.
      </p>
      {error ? (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
      {view.links.length > 0 ? (
        <ul className="flex flex-col gap-3" aria-label="Enlaces activos">
          {view.links.map((link) => (
            <li key={link.id} className="flex flex-col gap-2 rounded-md bg-muted/40 p-3">
              <p className="text-sm">
                Creado por {link.by} el {link.createdOn} · válido hasta el {link.until}
              </p>
              <input
                readOnly
                value={link.url}
                aria-label="Dirección del enlace para la notaría"
                className="w-full min-w-0 rounded-md border bg-background px-2 py-2 font-mono text-xs"
                onFocus={(event) => event.currentTarget.select()}
              />
              {view.canShare ? (
                <ConfirmableForm
                  confirmKey={`revoke-${link.id}`}
                  text={{
                    title: "¿Revocar este enlace?",
                    description:
                      "La notaría ya no podrá abrir el expediente con él. Podéis crear otro cuando queráis.",
                    confirmLabel: "Sí, revocar",
                    variant: "destructive",
                  }}
                >
                  <input type="hidden" name="intent" value="revoke-notary-link" />
                  <input type="hidden" name="itemKey" value={NOTARY_SHARE_KEY} />
                  <input type="hidden" name="linkId" value={link.id} />
                  <Button type="submit" variant="outline" size="sm">
                    Revocar
                  </Button>
                </ConfirmableForm>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm">No hay ningún enlace activo.</p>
      )}
      {view.canShare ? (
        <Form method="post" aria-label="Crear un enlace para la notaría">
          <input type="hidden" name="intent" value="create-notary-link" />
          <input type="hidden" name="itemKey" value={NOTARY_SHARE_KEY} />
          <Button type="submit" className="self-start">
            Crear un enlace para la notaría
          </Button>
        </Form>
      ) : null}
    </section>
  );
}
