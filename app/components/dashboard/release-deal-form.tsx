import { Unlock } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { controlProps, FieldShell, plainField } from "#app/components/forms/field-shell";
import { Button } from "#app/components/ui/button";
import { Textarea } from "#app/components/ui/input";
import { PendingIcon } from "#app/components/ui/spinner";
import { DEAL_TEXTS, RELEASE_REASON_MAX } from "#app/domain/leads/deals/offer-deal";
import type { LeadEntry } from "#app/domain/leads/log/lead-log.server";
import type { DashboardActionData } from "./action-data";

/**
 * 'Liberar la reserva' on the accepted offer's card: the deal fell through. A plain POST form with a
 * required reason (the buyer reads it); the server checks the listing is the seller's and its arras
 * are not signed. A refusal comes back here, with what was typed.
 */
export function ReleaseDealForm({
  lead,
  actionData,
}: {
  lead: LeadEntry;
  actionData: DashboardActionData | undefined;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === "release-deal" &&
    navigation.formData?.get("leadId") === lead.id;
  const refused = actionData?.release?.leadId === lead.id ? actionData.release : undefined;
  const reason = plainField({
    id: `liberar-motivo-${lead.id}`,
    name: "reason",
    error: refused?.error,
    value: refused?.reason,
  });
  const headingId = `liberar-titulo-${lead.id}`;
  return (
    <Form
      method="post"
      preventScrollReset
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-border p-3"
    >
      <input type="hidden" name="intent" value="release-deal" />
      <input type="hidden" name="leadId" value={lead.id} />
      <input type="hidden" name="propertyId" value={lead.propertyId} />
      <h4 id={headingId} className="font-semibold text-foreground">
        {DEAL_TEXTS.releaseHeading}
      </h4>
      <p className="text-muted-foreground text-sm">{DEAL_TEXTS.releaseHint}</p>
      <FieldShell field={reason} label={DEAL_TEXTS.releaseReason} announce>
        <Textarea {...controlProps(reason)} rows={2} required maxLength={RELEASE_REASON_MAX} />
      </FieldShell>
      <Button type="submit" variant="outline" disabled={busy} className="w-full sm:w-auto sm:self-start">
        <PendingIcon pending={busy} icon={Unlock} />
        {DEAL_TEXTS.releaseSubmit}
      </Button>
    </Form>
  );
}
