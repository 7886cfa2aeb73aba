import { getFormProps } from "@conform-to/react";
import { Send } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { ChoiceGroup, choiceProps } from "#app/components/forms/field-shell";
import { FormField } from "#app/components/forms/form-field";
import { useSchemaForm } from "#app/components/forms/use-schema-form";
import type { ProcessActionData } from "#app/components/process/use-action-toast";
import { Button } from "#app/components/ui/button";
import { PendingIcon } from "#app/components/ui/spinner";
import {
  DEAL_STAGE_LABELS,
  dealReportSchema,
  REPORT_DEAL_INTENT,
} from "#app/domain/agency/deal-report.schema";
import type { DealReport } from "#app/domain/agency/deal-report.server";
import { AGENCY_REPORTING_HOURS } from "#app/domain/legal/terms";
import { addYears } from "#app/lib/calendar";
import { formatDateEs } from "#app/lib/format";

/**
 * The agency's 48-hour duty as a form: which signing and its date, posted as a plain
 * form (works without JavaScript), checked again by the server against the signed-in agency.
 */
export function DealReportForm({
  propertyId,
  reports,
  today,
  actionData,
}: {
  propertyId: string;
  reports: readonly DealReport[];
  /** The day in Spain (YYYY-MM-DD): the latest date the form accepts. */
  today: string;
  actionData?: ProcessActionData;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === REPORT_DEAL_INTENT;
  const [form, fields] = useSchemaForm({
    id: REPORT_DEAL_INTENT,
    schema: dealReportSchema(today),
    lastResult: actionData?.intent === REPORT_DEAL_INTENT ? actionData.result : undefined,
  });
  const stage = typeof fields.stage.initialValue === "string" ? fields.stage.initialValue : undefined;
  return (
    <section
      aria-labelledby="deal-report"
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4"
    >
      <div className="flex flex-col gap-1">
        <h4 id="deal-report" className="font-semibold text-foreground">
          Comunicar la firma
        </h4>
        <p className="text-muted-foreground text-sm">
          Cuando tu comprador firme las arras, y después la escritura, indícanos aquí la fecha en las{" "}
          {AGENCY_REPORTING_HOURS} horas siguientes. Avisamos a nuestro equipo al momento.
        </p>
      </div>
      {reports.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm" aria-label="Firmas comunicadas">
          {reports.map((report) => (
            <li key={report.stage}>
              <strong>{DEAL_STAGE_LABELS[report.stage]}</strong>:{" "}
              {formatDateEs(`${report.signedOn}T12:00:00Z`)}{" "}
              <span className="text-muted-foreground">(comunicada el {formatDateEs(report.reportedAt)})</span>
            </li>
          ))}
        </ul>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        <input type="hidden" name="intent" value={REPORT_DEAL_INTENT} />
        <input type="hidden" name="propertyId" value={propertyId} />
        <ChoiceGroup field={fields.stage} legend="¿Qué se ha firmado?">
          <div className="flex flex-wrap gap-3">
            {(["arras", "escritura"] as const).map((value) => (
              <label
                key={value}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-border px-4 py-2 text-foreground has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
              >
                <input
                  type="radio"
                  {...choiceProps(fields.stage)}
                  value={value}
                  defaultChecked={stage === value}
                  className="size-4 accent-[var(--color-primary)]"
                />
                {DEAL_STAGE_LABELS[value]}
              </label>
            ))}
          </div>
        </ChoiceGroup>
        <FormField
          label="Fecha de la firma"
          field={fields.signedOn}
          type="date"
          min={addYears(today, -1)}
          max={today}
          className="sm:max-w-xs"
        />
        <Button type="submit" disabled={submitting} className="self-start">
          <PendingIcon pending={submitting} icon={Send} />
          Comunicar la firma
        </Button>
      </Form>
    </section>
  );
}
