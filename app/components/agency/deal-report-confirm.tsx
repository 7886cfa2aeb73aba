import { Check, TriangleAlert } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button";
import { PendingIcon } from "#app/components/ui/spinner";
import { CONFIRM_DEAL_REPORT_INTENT, DEAL_STAGE_LABELS } from "#app/domain/agency/deal-report.schema";
import type { PendingDealReport } from "#app/domain/agency/deal-report-queries.server";
import { formatDateEs, formatPrice } from "#app/lib/format";
import { shareLabel } from "./deal-report-summary";

/**
 * The confirmation step of 'Comunicar la firma': what the agency reported and the platform's share
 * at that price, computed by the server. Only the pending report's id is posted back (the document
 * is already stored); the server checks it against the agency and computes everything again.
 */
export function DealReportConfirm({ pending }: { pending: PendingDealReport }) {
  const navigation = useNavigation();
  const submitting =
    navigation.state !== "idle" && navigation.formData?.get("intent") === CONFIRM_DEAL_REPORT_INTENT;
  return (
    <section
      id="confirmar-firma"
      aria-labelledby="confirm-deal-report"
      className="flex flex-col gap-3 rounded-xl border border-primary/40 bg-primary/5 p-4"
    >
      <h5 id="confirm-deal-report" className="font-semibold text-foreground">
        Confirma la comunicación
      </h5>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">Firma</dt>
        <dd>
          {DEAL_STAGE_LABELS[pending.stage]}, el {formatDateEs(`${pending.signedOn}T12:00:00Z`)}
        </dd>
        <dt className="text-muted-foreground">Precio final</dt>
        <dd>{formatPrice(pending.finalPrice)}</dd>
        <dt className="text-muted-foreground">Comprador</dt>
        <dd>{pending.buyerName}</dd>
        <dt className="text-muted-foreground">Parte de la plataforma</dt>
        <dd className="font-semibold">{shareLabel(pending.platformShare)}</dd>
      </dl>
      {pending.warning ? (
        <p className="flex gap-2 rounded-lg border border-accent/40 bg-accent-soft p-3 text-sm" role="note">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {pending.warning}
        </p>
      ) : null}
      <Form method="post" className="flex flex-col gap-2">
        <input type="hidden" name="intent" value={CONFIRM_DEAL_REPORT_INTENT} />
        <input type="hidden" name="reportId" value={pending.id} />
        <input type="hidden" name="confirmed" value="yes" />
        <Button type="submit" disabled={submitting} className="self-start">
          <PendingIcon pending={submitting} icon={Check} />
          Confirmar y enviar
        </Button>
      </Form>
      <p className="text-muted-foreground text-sm">
        ¿Algo no es correcto? Vuelve a rellenar el formulario de abajo: sustituye a esta comunicación.
      </p>
    </section>
  );
}
