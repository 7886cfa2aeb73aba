import { Input, Textarea } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { REASON_MIN_LENGTH } from "#app/domain/sale/buyer-declaration.schema";
import type { EvidenceHit } from "#app/domain/sale/fee-evidence";
import { successFeeClause } from "#app/domain/sale/success-fee";
import { BRAND_NAME } from "#app/lib/brand";

type Errors = Record<string, string[] | null>;

function FieldError({ id, errors }: { id: string; errors: string[] | null | undefined }) {
  const first = errors?.[0];
  return first ? (
    <p id={id} className="font-medium text-destructive text-sm">
      {first}
    </p>
  ) : null;
}

const described = (errors: Errors, name: string, hintId?: string) =>
  [hintId, errors[name]?.length ? `${name}-error` : undefined].filter(Boolean).join(" ") || undefined;

/**
 * The outside buyer, by name (issue #35 point 3), and — when the record points at a platform lead —
 * what it says, clause 5 of the owner terms and the seller's reason. Not `required` in the browser:
 * the fields only count with this answer, and the server says what is missing, in Spanish.
 */
export function OutsideBuyerFields({
  errors,
  name,
  dni,
  reason,
  evidence,
}: {
  errors: Errors;
  name: string;
  dni: string;
  reason: string;
  evidence: EvidenceHit[];
}) {
  return (
    <div className="flex flex-col gap-3 pl-7">
      <div className="flex flex-col gap-2">
        <Label htmlFor="buyerName">Nombre y apellidos de quien ha comprado</Label>
        <Input
          id="buyerName"
          name="buyerName"
          autoComplete="off"
          maxLength={120}
          defaultValue={name}
          aria-invalid={errors.buyerName?.length ? true : undefined}
          aria-describedby={described(errors, "buyerName")}
        />
        <FieldError id="buyerName-error" errors={errors.buyerName} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="buyerDni">DNI o NIE de quien ha comprado (opcional)</Label>
        <Input
          id="buyerDni"
          name="buyerDni"
          autoComplete="off"
          maxLength={20}
          defaultValue={dni}
          className="max-w-xs"
          aria-invalid={errors.buyerDni?.length ? true : undefined}
          aria-describedby={described(errors, "buyerDni")}
        />
        <FieldError id="buyerDni-error" errors={errors.buyerDni} />
      </div>
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
      <div className="flex flex-col gap-2">
        <Label htmlFor="reason">¿Cómo llegó el comprador, si no fue a través de {BRAND_NAME}?</Label>
        <p id="reason-hint" className="text-muted-foreground text-sm">
          Nuestro equipo revisará tu respuesta junto con lo anterior y te escribirá. Al menos{" "}
          {REASON_MIN_LENGTH} caracteres.
        </p>
        <Textarea
          id="reason"
          name="reason"
          rows={4}
          maxLength={1000}
          defaultValue={reason}
          aria-invalid={errors.reason?.length ? true : undefined}
          aria-describedby={described(errors, "reason", "reason-hint")}
        />
        <FieldError id="reason-error" errors={errors.reason} />
      </div>
    </section>
  );
}
