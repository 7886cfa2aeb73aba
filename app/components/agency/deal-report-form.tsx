import { Send } from "lucide-react";
import { useState } from "react";
import { useActionData, useNavigation } from "react-router";
import { ChoiceGroup, choiceProps } from "#app/components/forms/field-shell";
import { FormField } from "#app/components/forms/form-field";
import { useSchemaForm } from "#app/components/forms/use-schema-form";
import type { ProcessActionData } from "#app/components/process/use-action-toast";
import { Button } from "#app/components/ui/button";
import { ConfirmableForm } from "#app/components/ui/confirm-action";
import { PendingIcon } from "#app/components/ui/spinner";
import { finalPriceShareText } from "#app/domain/agency/agreement";
import {
  DEAL_STAGE_LABELS,
  dealReportSchema,
  parseFinalPrice,
  REPORT_DEAL_INTENT,
} from "#app/domain/agency/deal-report.schema";
import type { DealReport } from "#app/domain/agency/deal-report.server";
import { AGENCY_REPORTING_HOURS } from "#app/domain/legal/terms";
import { addYears } from "#app/lib/calendar";
import type { ConfirmRequest } from "#app/lib/confirmation";
import { formatDateEs, formatPrice } from "#app/lib/format";

/**
 * The agency's 48-hour duty as a form: which signing and its date, posted as a plain
 * form (works without JavaScript), checked again by the server against the signed-in agency.
 */
export function DealReportForm({
  propertyId,
  commission,
  reports,
  today,
  actionData,
}: {
  propertyId: string;
  /** The listing's agreed commission: the platform's share is computed on the final price. */
  commission: { agencyCommissionPercentage: number | null; agencyCommissionFixed: number | null };
  reports: readonly DealReport[];
  /** The day in Spain (YYYY-MM-DD): the latest date the form accepts. */
  today: string;
  actionData?: ProcessActionData;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === REPORT_DEAL_INTENT;
  const [, fields] = useSchemaForm({
    id: REPORT_DEAL_INTENT,
    schema: dealReportSchema(today),
    lastResult: actionData?.intent === REPORT_DEAL_INTENT ? actionData.result : undefined,
  });
  const stage = typeof fields.stage.initialValue === "string" ? fields.stage.initialValue : undefined;
  // The question states the share of the price being sent: typed here, or posted (no JavaScript).
  const asked = (useActionData() as { confirm?: ConfirmRequest } | undefined)?.confirm;
  const [typedPrice, setTypedPrice] = useState(
    typeof fields.finalPrice.initialValue === "string" ? fields.finalPrice.initialValue : "",
  );
  const price = parseFinalPrice(asked?.fields.finalPrice ?? typedPrice);
  const question = {
    title: "¿Comunicar la firma con estos datos?",
    description:
      price === null ? (
        "Revisa el precio final: escríbelo en euros, sin decimales."
      ) : (
        <p>
          Precio final: {formatPrice(price)}. {finalPriceShareText(commission, price)} Lo revisará nuestro
          equipo con el documento firmado.
        </p>
      ),
    confirmLabel: "Sí, comunicar la firma",
  };
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
          {AGENCY_REPORTING_HOURS} horas siguientes, con el precio final, el comprador y el documento firmado:
          la parte de la plataforma se calcula sobre ese precio. Avisamos a nuestro equipo al momento.
        </p>
      </div>
      {reports.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm" aria-label="Firmas comunicadas">
          {reports.map((report) => (
            <li key={report.stage}>
              <strong>{DEAL_STAGE_LABELS[report.stage]}</strong>:{" "}
              {formatDateEs(`${report.signedOn}T12:00:00Z`)}
              {report.finalPrice !== null ? `, ${formatPrice(report.finalPrice)}` : ""}
              {report.buyerName ? `, comprador: ${report.buyerName}` : ""}{" "}
              <span className="text-muted-foreground">(comunicada el {formatDateEs(report.reportedAt)})</span>
            </li>
          ))}
        </ul>
      ) : null}
      <ConfirmableForm
        confirmKey={REPORT_DEAL_INTENT}
        text={question}
        encType="multipart/form-data"
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
          label="Precio final de la venta (€)"
          hint="En euros, sin decimales: el de la escritura o las arras."
          field={fields.finalPrice}
          inputMode="numeric"
          onChange={(event) => setTypedPrice(event.currentTarget.value)}
          className="sm:max-w-xs"
        />
        <FormField label="Nombre del comprador" field={fields.buyerName} autoComplete="off" />
        <FormField
          label="Escritura o contrato de arras firmado (PDF)"
          // A file has no typed value to keep: only the field's name, id and error are read.
          field={fields.document as unknown as typeof fields.buyerName}
          type="file"
          accept="application/pdf"
          keepValue={false}
        />
        <Button type="submit" disabled={submitting} className="self-start">
          <PendingIcon pending={submitting} icon={Send} />
          Comunicar la firma
        </Button>
      </ConfirmableForm>
    </section>
  );
}
