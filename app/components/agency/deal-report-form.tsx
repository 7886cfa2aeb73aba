import { getFormProps } from "@conform-to/react";
import { Send } from "lucide-react";
import { Form, useNavigation } from "react-router";
import {
  ChoiceGroup,
  choiceProps,
  controlProps,
  FieldShell,
  plainField,
} from "#app/components/forms/field-shell";
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
import type { DealReport, PendingDealReport } from "#app/domain/agency/deal-report-queries.server";
import { AGENCY_REPORTING_HOURS } from "#app/domain/legal/terms";
import { addYears } from "#app/lib/calendar";
import { DealReportConfirm } from "./deal-report-confirm";
import { DealReportSummary } from "./deal-report-summary";

/**
 * The agency's 48-hour duty as a form: which signing, its date, the final price, the buyer and the
 * signed document, posted as a plain form (works without JavaScript) and checked again by the
 * server against the signed-in agency. A stored report waits for its confirmation above the form.
 */
export function DealReportForm({
  propertyId,
  reports,
  pending,
  today,
  actionData,
}: {
  propertyId: string;
  reports: readonly DealReport[];
  pending: PendingDealReport | null;
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
  const mine = actionData?.intent === REPORT_DEAL_INTENT ? actionData.result : undefined;
  const document = plainField({
    id: `${REPORT_DEAL_INTENT}-document`,
    name: "document",
    error: mine?.error?.document,
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
          Cuando tu comprador firme las arras, y después la escritura, comunícanoslo aquí en las{" "}
          {AGENCY_REPORTING_HOURS} horas siguientes, con el precio final, el comprador y el documento firmado.
          Antes de enviarlo te mostramos la parte de la plataforma a ese precio.
        </p>
      </div>
      {reports.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm" aria-label="Firmas comunicadas">
          {reports.map((report) => (
            <li key={report.id}>
              <DealReportSummary report={report} />
            </li>
          ))}
        </ul>
      ) : null}
      {pending ? <DealReportConfirm pending={pending} /> : null}
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        className="flex flex-col gap-4"
      >
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
        <FormField
          label="Precio final de la venta (euros, sin decimales)"
          field={fields.finalPrice}
          inputMode="numeric"
          autoComplete="off"
          className="sm:max-w-xs"
        />
        <FormField label="Nombre y apellidos del comprador" field={fields.buyerName} autoComplete="off" />
        <FieldShell
          field={document}
          announce
          label="Documento firmado: escritura o arras (PDF o foto, hasta 10 MB)"
        >
          <input
            {...controlProps(document, { keepValue: false })}
            type="file"
            required
            accept="application/pdf,image/jpeg,image/png,image/webp"
            className="text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:bg-background file:px-3"
          />
        </FieldShell>
        <Button type="submit" disabled={submitting} className="self-start">
          <PendingIcon pending={submitting} icon={Send} />
          {pending ? "Sustituir y revisar" : "Revisar antes de enviar"}
        </Button>
      </Form>
    </section>
  );
}
