import { CheckCircle2, Download, FileSignature } from "lucide-react";
import { useNavigation } from "react-router";
import { Button } from "#app/components/ui/button";
import { ConfirmableForm } from "#app/components/ui/confirm-action";
import { Spinner } from "#app/components/ui/spinner";
import { arrasPdfPath } from "#app/domain/sale/sale-path";
import { formatDateEs } from "#app/lib/format";

/** A second look: once signed, the contract and step 4 are final. */
const CONFIRM_SIGNED = {
  title: "¿Marcar el contrato de arras como firmado?",
  description:
    "Hazlo solo cuando comprador y vendedor lo hayáis firmado. Después no podrás cambiar sus datos ni generarlo de nuevo.",
  confirmLabel: "Sí, está firmado",
};

type ArrasContractState = { id: string; draftedAt: string; signedAt: string | null };

/**
 * Where the contract stands: the draft (when it was generated, its PDF, 'Marcar como firmado')
 * or the signed contract (final). Plain links and a plain form that asks first: no script needed.
 */
export function ArrasContractStatus({
  propertyId,
  contract,
  canAct,
}: {
  propertyId: string;
  contract: ArrasContractState;
  canAct: boolean;
}) {
  const navigation = useNavigation();
  const isSigning = navigation.state !== "idle" && navigation.formData?.get("intent") === "sign-arras";
  const isSigned = contract.signedAt !== null;
  return (
    <div
      className={
        isSigned
          ? "flex flex-col gap-3 rounded-lg border border-success/40 bg-success/5 p-4"
          : "flex flex-col gap-3 rounded-lg border border-border bg-muted/40 p-4"
      }
    >
      <p className="flex items-start gap-2 text-foreground">
        {isSigned ? (
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
        ) : (
          <FileSignature aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        )}
        <span>
          {isSigned && contract.signedAt ? (
            <>
              <strong>Contrato firmado</strong> el {formatDateEs(contract.signedAt)} (borrador del{" "}
              {formatDateEs(contract.draftedAt)}).
            </>
          ) : (
            <>
              <strong>Borrador</strong> generado el {formatDateEs(contract.draftedAt)}. Revisadlo juntos;
              puedes cambiar los datos abajo y generarlo de nuevo.
            </>
          )}
        </span>
      </p>
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="outline" className="min-h-11">
          <a href={arrasPdfPath(contract.id)} download>
            <Download aria-hidden="true" />
            {isSigned ? "Descargar el contrato" : "Descargar el borrador"}
          </a>
        </Button>
        {!isSigned && canAct ? (
          <ConfirmableForm confirmKey="sign-arras" text={CONFIRM_SIGNED}>
            <input type="hidden" name="intent" value="sign-arras" />
            <input type="hidden" name="propertyId" value={propertyId} />
            <Button type="submit" className="min-h-11" disabled={isSigning}>
              {isSigning ? (
                <Spinner label={null} className="size-5 text-current" />
              ) : (
                <CheckCircle2 aria-hidden="true" />
              )}
              Marcar como firmado
            </Button>
          </ConfirmableForm>
        ) : null}
      </div>
    </div>
  );
}
