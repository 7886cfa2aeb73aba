import { Send } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { ContractSigningPanel, type SigningActionData } from "#app/components/signing/contract-signing-panel";
import { Button } from "#app/components/ui/button";
import { Spinner } from "#app/components/ui/spinner";
import type { ArrasStepData } from "./types";

type Signing = ArrasStepData["property"]["signing"];

function SendToSignForm({ propertyId, label }: { propertyId: string; label: string }) {
  const navigation = useNavigation();
  const isSending = navigation.state !== "idle" && navigation.formData?.get("intent") === "send-to-sign";
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="send-to-sign" />
      <input type="hidden" name="propertyId" value={propertyId} />
      <Button type="submit" className="min-h-11 h-auto whitespace-normal py-2 text-left" disabled={isSending}>
        {isSending ? <Spinner label={null} className="size-5 text-current" /> : <Send aria-hidden="true" />}
        {label}
      </Button>
    </Form>
  );
}

/**
 * Step 4's contract signed online (docs/decisions/0049-signature-level.md): the seller sends the
 * generated contract to the deal's buyer, then reads and signs it here as the buyer does on their page.
 */
export function ArrasOnlineSigning({
  propertyId,
  signing,
  hasContract,
  isFinal,
  canAct,
  actionData,
}: {
  propertyId: string;
  signing: Signing;
  hasContract: boolean;
  /** Signed by both here, or marked signed outside: nothing more to send. */
  isFinal: boolean;
  canAct: boolean;
  actionData?: SigningActionData;
}) {
  const room = signing?.room ?? null;
  const buyer = signing?.buyer ?? null;
  const current = room?.current ?? null;
  const mayResend = canAct && !isFinal && hasContract && buyer !== null;
  return (
    <section aria-labelledby="firma-en-linea-titulo" className="flex flex-col gap-4">
      <h3 id="firma-en-linea-titulo" className="font-semibold text-foreground text-lg">
        Firmar en línea
      </h3>
      {!buyer && !current ? (
        <p className="text-foreground">
          Para firmar en línea, el contrato se envía al comprador con quien has cerrado un acuerdo (una oferta
          aceptada). Mientras tanto, puedes descargarlo y firmarlo en papel.
        </p>
      ) : null}
      {buyer && !current ? (
        <>
          <p className="text-foreground">
            {hasContract
              ? `Envía el contrato a ${buyer.name} (${buyer.email}): lo leerá y lo firmará con un código que le llegará por correo. Tú lo firmas aquí de la misma forma.`
              : `Genera el contrato y podrás enviarlo a ${buyer.name} para firmarlo los dos en línea.`}
          </p>
          {mayResend ? <SendToSignForm propertyId={propertyId} label="Enviar para firmar" /> : null}
        </>
      ) : null}
      {current && signing?.draftChanged && !isFinal ? (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-lg border border-accent/40 bg-accent-soft p-4"
        >
          <p className="text-foreground">
            Has cambiado el contrato después de enviarlo. Envía la versión nueva: la anterior quedará
            sustituida y habrá que firmarla de nuevo.
          </p>
          {mayResend ? (
            <SendToSignForm propertyId={propertyId} label="Enviar la versión nueva para firmar" />
          ) : null}
        </div>
      ) : null}
      {room && (current || room.replaced.length > 0) ? (
        <ContractSigningPanel
          room={room}
          document={signing?.document ?? null}
          party="seller"
          hidden={{ propertyId }}
          actionData={actionData}
          canSign={canAct && !signing?.draftChanged}
        />
      ) : null}
    </section>
  );
}
