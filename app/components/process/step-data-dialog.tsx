import { Eye } from "lucide-react";
import { Button } from "#app/components/ui/button";
import * as D from "#app/components/ui/dialog";
import { NO_STEP_DATA } from "#app/domain/sale/step-summary";

export type StepDataRow = { label: string; value: string };

/** 'Ver' on a completed step: the data saved for it, or the 'nothing to show' line. */
export function StepDataDialog({
  step,
  title,
  rows,
}: {
  step: number;
  title: string | undefined;
  rows: readonly StepDataRow[] | null;
}) {
  return (
    <D.Dialog>
      <D.DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Ver los datos del paso ${step}`}>
          <Eye aria-hidden="true" /> Ver
        </Button>
      </D.DialogTrigger>
      <D.DialogContent>
        <D.DialogHeader>
          <D.DialogTitle>{title ? `Paso ${step}: ${title}` : `Paso ${step}`}</D.DialogTitle>
          <D.DialogDescription>Los datos guardados en este paso.</D.DialogDescription>
        </D.DialogHeader>
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
      </D.DialogContent>
    </D.Dialog>
  );
}
