import type { LucideIcon } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button";
import { PendingIcon } from "#app/components/ui/spinner";

/** Whether this very form (intent and lead) is being sent: its button shows it and waits. */
export function useBusy(leadId: string) {
  const navigation = useNavigation();
  return (intent: string) =>
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData?.get("leadId") === leadId;
}

/** One of the buyer's one-click answers in 'Mis solicitudes': a plain POST form naming the lead. */
export function RequestButton({
  leadId,
  intent,
  label,
  icon,
  variant = "default",
}: {
  leadId: string;
  intent: string;
  label: string;
  icon: LucideIcon;
  variant?: "default" | "outline";
}) {
  const busy = useBusy(leadId)(intent);
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="leadId" value={leadId} />
      <Button type="submit" variant={variant} disabled={busy} className="w-full sm:w-auto">
        <PendingIcon pending={busy} icon={icon} />
        {label}
      </Button>
    </Form>
  );
}
