import { Eye } from "lucide-react";
import { Button } from "#app/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "#app/components/ui/dialog";
import { particularStepGuide } from "#app/domain/sale/step-guides";
import { NO_STEP_DATA, type SummaryProperty, stepSummary } from "#app/domain/sale/step-summary";

/** 'Ver' on a completed step: the data saved for it (spec §2), or the spec's 'nothing to show' line. */
export function StepSummaryDialog({ step, property }: { step: number; property: SummaryProperty | null }) {
  const rows = property ? stepSummary(step, property) : null;
  const guide = particularStepGuide(step);
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Ver los datos del paso ${step}`}>
          <Eye aria-hidden="true" /> Ver
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{guide ? `Paso ${step}: ${guide.title}` : `Paso ${step}`}</DialogTitle>
          <DialogDescription>Los datos guardados en este paso.</DialogDescription>
        </DialogHeader>
        {rows && rows.length > 0 ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            {rows.map((row) => (
              <div key={row.label} className="contents">
                <dt className="font-medium text-muted-foreground">{row.label}</dt>
                <dd className="min-w-0 break-words text-foreground">{row.value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-muted-foreground">{NO_STEP_DATA}</p>
        )}
      </DialogContent>
    </Dialog>
  );
}
