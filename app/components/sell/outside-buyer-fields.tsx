import { controlProps, FieldShell, plainField } from "#app/components/forms/field-shell";
import { Input, Textarea } from "#app/components/ui/input";
import { REASON_MIN_LENGTH } from "#app/domain/sale/buyer-declaration.schema";
import type { EvidenceHit } from "#app/domain/sale/fee-evidence";
import { successFeeClause } from "#app/domain/sale/success-fee";
import { BRAND_NAME } from "#app/lib/brand";

type Errors = Record<string, string[] | null>;

/** A field named like its control's id, with the server's errors and what was typed. */
const answered = (errors: Errors, name: string, value: string) =>
  plainField({ id: name, name, error: errors[name], value });

/**
 * The outside buyer, by name, and — when the record points at a platform lead —
 * what it says, clause 5 of the owner terms and the seller's reason. Not `required` in the browser:
 * the fields only count with this answer, and the server says what is missing, in Spanish.
 */
export function OutsideBuyerFields({
  errors,
  name,
  dni,
  contact = "",
  reason,
  evidence,
}: {
  errors: Errors;
  name: string;
  dni: string;
  contact?: string;
  reason: string;
  evidence: EvidenceHit[];
}) {
  const buyerName = answered(errors, "buyerName", name);
  const buyerDni = answered(errors, "buyerDni", dni);
  const buyerContact = answered(errors, "buyerContact", contact);
  return (
    <div className="flex flex-col gap-3 pl-7">
      <FieldShell field={buyerName} label="Nombre y apellidos de quien ha comprado">
        <Input {...controlProps(buyerName)} autoComplete="off" maxLength={120} />
      </FieldShell>
      <FieldShell field={buyerDni} label="DNI o NIE de quien ha comprado (opcional)">
        <Input {...controlProps(buyerDni)} autoComplete="off" maxLength={20} className="max-w-xs" />
      </FieldShell>
      <FieldShell field={buyerContact} label="E-mail o teléfono de quien ha comprado">
        <Input {...controlProps(buyerContact)} autoComplete="off" maxLength={120} className="max-w-sm" />
      </FieldShell>
      {evidence.length > 0 ? <ReasonField errors={errors} reason={reason} evidence={evidence} /> : null}
    </div>
  );
}

function ReasonField({
  errors,
  reason,
  evidence,
}: {
  errors: Errors;
  reason: string;
  evidence: EvidenceHit[];
}) {
  const clause = successFeeClause();
  const field = answered(errors, "reason", reason);
  return (
    <section
      aria-labelledby="fee-evidence-title"
      className="flex flex-col gap-3 rounded-md border border-accent/50 bg-accent/10 p-3"
    >
      <h4 id="fee-evidence-title" className="font-semibold text-foreground">
        Lo que consta en {BRAND_NAME}
      </h4>
      <ul className="list-disc pl-5 text-foreground text-sm">
        {evidence.map((hit) => (
          <li key={hit.kind + hit.text}>{hit.text}</li>
        ))}
      </ul>
      {clause ? (
        <details className="text-sm">
          <summary className="cursor-pointer py-2 font-medium text-primary">
            Cláusula {clause.heading} (condiciones del servicio)
          </summary>
          <div className="flex flex-col gap-2 text-muted-foreground">
            {clause.blocks.map((block, index) =>
              block.type === "paragraph" ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: the clause's blocks never move.
                <p key={index}>{block.text}</p>
              ) : block.type === "list" ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: the clause's blocks never move.
                <ul key={index} className="list-disc pl-5">
                  {block.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null,
            )}
          </div>
        </details>
      ) : null}
      <FieldShell
        field={field}
        label={`¿Cómo llegó el comprador, si no fue a través de ${BRAND_NAME}?`}
        hint={`Nuestro equipo revisará tu respuesta junto con lo anterior y te escribirá. Al menos ${REASON_MIN_LENGTH} caracteres.`}
        hintAbove
      >
        <Textarea {...controlProps(field, { hasHint: true })} rows={4} maxLength={1000} />
      </FieldShell>
    </section>
  );
}
