import { useEffect, useRef, useState } from "react";
import { Button } from "#app/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog";
import type { AgencyDetails } from "#app/db/schema/properties";
import { agencyContractHtml } from "#app/domain/agency/contract";
import { isScrolledToEnd } from "#app/domain/agency/contract-scroll";

type ContractDialogProps = {
  agency: AgencyDetails | null;
  onAccept: () => void;
  onClose: () => void;
};

/**
 * The collaboration contract filled with the agency's data: 'Aceptar' stays disabled
 * until the text has been scrolled to its end (20 px tolerance). The server stores its own copy of
 * the same text, rendered from the same data.
 */
export function ContractDialog({ agency, onAccept, onClose }: ContractDialogProps) {
  const scroller = useRef<HTMLElement>(null);
  const [hasRead, setHasRead] = useState(false);
  const isOpen = agency !== null;

  useEffect(() => {
    if (!isOpen) return;
    setHasRead(false);
    // A short text on a tall screen needs no scrolling; check once laid out.
    const frame = requestAnimationFrame(() => {
      if (scroller.current && isScrolledToEnd(scroller.current)) setHasRead(true);
    });
    return () => cancelAnimationFrame(frame);
  }, [isOpen]);

  return (
    <Dialog open={isOpen} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="flex max-h-[92dvh] w-[calc(100vw-1.5rem)] max-w-3xl flex-col gap-4">
        <DialogHeader>
          <DialogTitle>Contrato de Colaboración</DialogTitle>
          <DialogDescription>Lee el contrato hasta el final para poder aceptarlo.</DialogDescription>
        </DialogHeader>
        <section
          ref={scroller}
          data-testid="contract-text"
          // A scrollable text must be reachable by keyboard, or keyboard users could never enable 'Aceptar'.
          // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region (WCAG 2.1.1)
          tabIndex={0}
          aria-label="Texto del contrato"
          onScroll={(event) => {
            if (!hasRead && isScrolledToEnd(event.currentTarget)) setHasRead(true);
          }}
          className="min-h-0 flex-1 overflow-y-auto rounded-lg border border-border bg-muted/30 p-4 text-sm"
        >
          {agency ? (
            <div
              className="flex flex-col gap-3 leading-relaxed [&_dd]:mb-1 [&_dl]:rounded-lg [&_dl]:bg-muted [&_dl]:p-3 [&_dt]:font-semibold [&_h1]:font-semibold [&_h1]:text-xl [&_h2]:pt-2 [&_h2]:font-semibold [&_h2]:text-base [&_ul]:list-disc [&_ul]:pl-6"
              // Safe: every value, the agency's own data included, is escaped by legalDocumentToHtml;
              // it is the very HTML the server stores as accepted.
              // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped HTML from our own document model
              dangerouslySetInnerHTML={{ __html: agencyContractHtml(agency, new Date()) }}
            />
          ) : null}
        </section>
        <DialogFooter className="flex-col-reverse gap-2 sm:flex-row">
          <Button type="button" variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            type="button"
            disabled={!hasRead}
            onClick={onAccept}
            className="h-auto min-h-11 whitespace-normal py-2"
          >
            {hasRead ? "Aceptar y Publicar" : "Desplázate hasta el final para aceptar"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
