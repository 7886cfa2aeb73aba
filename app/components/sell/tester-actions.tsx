import { FlaskConical } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button";
import { Spinner } from "#app/components/ui/spinner";

type TesterSkipButtonProps = {
  propertyId: string;
  intent: "tester-pay" | "complete-arras";
  fields: Record<string, string>;
  label: string;
};

/**
 * A tester's shortcut through a step (spec §6). The server checks the tester role itself; this
 * button is only shown to testers for convenience.
 */
export function TesterSkipButton({ propertyId, intent, fields, label }: TesterSkipButtonProps) {
  const navigation = useNavigation();
  const isSubmitting =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === intent &&
    Object.entries(fields).every(([key, value]) => navigation.formData?.get(key) === value);
  return (
    <Form
      method="post"
      preventScrollReset
      className="rounded-lg border border-accent/40 border-dashed bg-accent-soft/50 p-4"
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="propertyId" value={propertyId} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p className="mb-3 text-foreground text-sm">
        <strong>Modo de Prueba:</strong> como cuenta de pruebas puedes completar este paso sin pagar ni
        rellenar nada.
      </p>
      <Button
        type="submit"
        variant="outline"
        disabled={isSubmitting}
        className="h-auto min-h-11 whitespace-normal py-2 text-left"
      >
        {isSubmitting ? <Spinner label={null} className="size-5" /> : <FlaskConical aria-hidden="true" />}
        {label}
      </Button>
    </Form>
  );
}
