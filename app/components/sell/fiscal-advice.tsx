import { ArrowRight, Landmark } from "lucide-react";
import { useFetcher } from "react-router";
import { Button } from "#app/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog";
import { saleStepPath } from "#app/domain/kernel/process-urls";
import { clearInProgressProperty } from "#app/domain/sale/in-progress";
import { FISCAL_ADVICE } from "#app/domain/sale/step-guides";
import { PARTICULAR_STEP_COUNT as FINAL_STEP } from "#app/domain/sale/steps";
import { afterSaleAdvice, type SellerResidence } from "#app/domain/taxes/after-sale-advice";

/**
 * After the success fee, the fiscal advice. It stays until the owner has read it
 * and presses 'Ir a mi panel' (docs/decisions/0009: a timer closed it mid-sentence); then the
 * process completes (the server sends the 'sale completed' e-mail), the property kept in progress
 * is forgotten and the owner goes to the dashboard.
 */
export function FiscalAdvice({
  propertyId,
  sellerResidence = null,
}: {
  propertyId: string;
  /** From the signed arras (docs/decisions/0051); null when the product generated none. */
  sellerResidence?: SellerResidence | null;
}) {
  const finish = useFetcher({ key: "finish-sale" });
  const isFinishing = finish.state !== "idle";

  return (
    <Dialog open>
      <DialogContent
        showCloseButton={false}
        onEscapeKeyDown={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Landmark aria-hidden="true" className="size-5 text-primary" /> {FISCAL_ADVICE.title}
          </DialogTitle>
          <DialogDescription>¡Enhorabuena por la venta! Antes de terminar, ten en cuenta:</DialogDescription>
        </DialogHeader>
        {afterSaleAdvice(sellerResidence).map((paragraph) => (
          <p key={paragraph} className="text-foreground">
            {paragraph}
          </p>
        ))}
        <DialogFooter>
          <Button
            disabled={isFinishing}
            onClick={() => {
              clearInProgressProperty("particular");
              // Step 6's route answers it, wherever the advice opened.
              void finish.submit(
                { intent: "finish-sale", propertyId },
                { method: "post", action: saleStepPath(propertyId, FINAL_STEP) },
              );
            }}
          >
            {isFinishing ? "Terminando…" : "Ir a mi panel"} <ArrowRight aria-hidden="true" />
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
