import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button";
import { PendingIcon } from "#app/components/ui/spinner";
import type {
  MARK_LEAD_SPAM_INTENT,
  MARK_SENDER_SPAM_INTENT,
  RELEASE_LEAD_INTENT,
} from "#app/domain/leads/review/review";

export type LeadActionIntent =
  | "open-lead"
  | "discard-lead"
  | typeof RELEASE_LEAD_INTENT
  | typeof MARK_LEAD_SPAM_INTENT
  | typeof MARK_SENDER_SPAM_INTENT;

/** One button of a lead ('Abrir', 'Descartar', 'Aprobar'…): a plain POST form, with a spinner while it is sent. */
export function LeadAction({
  leadId,
  intent,
  icon,
  variant,
  className,
  children,
}: {
  leadId: string;
  intent: LeadActionIntent;
  icon: LucideIcon;
  variant: "default" | "outline" | "ghost";
  className?: string;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData?.get("leadId") === leadId;
  return (
    <Form method="post" preventScrollReset className={className}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="leadId" value={leadId} />
      <Button type="submit" variant={variant} size="sm" disabled={busy}>
        <PendingIcon pending={busy} icon={icon} />
        {children}
      </Button>
    </Form>
  );
}
