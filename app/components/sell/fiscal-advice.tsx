import { Landmark } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog";
import { Spinner } from "#app/components/ui/spinner";
import { clearInProgressProperty } from "#app/domain/sale/in-progress";
import { FINAL_STEP_DELAY_MS, FISCAL_ADVICE } from "#app/domain/sale/step-guides";

/**
 * Spec §2 step 6: after the success fee, the fiscal advice shows for 5 seconds; then the process
 * completes (the server sends the 'sale completed' e-mail), the property kept in progress is
 * forgotten and the owner goes to the dashboard.
 */
export function FiscalAdvice({ propertyId }: { propertyId: string }) {
  const finish = useFetcher({ key: "finish-sale" });
  const [secondsLeft, setSecondsLeft] = useState(Math.round(FINAL_STEP_DELAY_MS / 1000));

  // The fetcher is recreated as it runs; the timer must fire once, with the latest submit.
  const submit = useRef(finish.submit);
  submit.current = finish.submit;

  useEffect(() => {
    const tick = setInterval(() => setSecondsLeft((seconds) => Math.max(0, seconds - 1)), 1000);
    const done = setTimeout(() => {
      clearInProgressProperty("particular");
      void submit.current({ intent: "finish-sale", propertyId }, { method: "post" });
    }, FINAL_STEP_DELAY_MS);
    return () => {
      clearInterval(tick);
      clearTimeout(done);
    };
  }, [propertyId]);

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
        {FISCAL_ADVICE.paragraphs.map((paragraph) => (
          <p key={paragraph} className="text-foreground">
            {paragraph}
          </p>
        ))}
        <p className="flex items-center gap-2 text-muted-foreground text-sm" aria-live="polite">
          <Spinner label={null} className="size-4" />
          {secondsLeft > 0 ? `Te llevamos a tu panel en ${secondsLeft} s…` : "Terminando…"}
        </p>
      </DialogContent>
    </Dialog>
  );
}
