import { FlaskConical } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button";
import { Spinner } from "#app/components/ui/spinner";

/** Testers create a complete sample property in one click; the server checks the role. */
export function TesterPanel({ description }: { description: string }) {
  const navigation = useNavigation();
  const isCreating = navigation.state !== "idle" && navigation.formData?.get("intent") === "create-sample";
  return (
    <section
      aria-labelledby="tester-panel-title"
      className="flex flex-col gap-3 rounded-xl border border-accent/50 border-dashed bg-accent-soft/60 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex flex-col gap-1">
        <h2 id="tester-panel-title" className="flex items-center gap-2 font-semibold text-foreground text-lg">
          <FlaskConical aria-hidden="true" className="size-5 text-accent" /> Modo de Prueba
        </h2>
        <p className="text-muted-foreground text-sm">{description}</p>
      </div>
      <Form method="post">
        <input type="hidden" name="intent" value="create-sample" />
        <TesterSubmitButton isSubmitting={isCreating} variant="accent">
          {isCreating ? "Creando la propiedad…" : "Crear propiedad de prueba"}
        </TesterSubmitButton>
      </Form>
    </section>
  );
}

/** The flask button of every tester shortcut, with a spinner while its request runs. */
export function TesterSubmitButton({
  isSubmitting,
  variant = "outline",
  children,
}: {
  isSubmitting: boolean;
  variant?: "outline" | "accent";
  children: React.ReactNode;
}) {
  return (
    <Button
      type="submit"
      variant={variant}
      disabled={isSubmitting}
      className="h-auto min-h-11 whitespace-normal py-2 text-left"
    >
      {isSubmitting ? (
        <Spinner label={null} className={variant === "accent" ? "size-5 text-current" : "size-5"} />
      ) : (
        <FlaskConical aria-hidden="true" />
      )}
      {children}
    </Button>
  );
}

type TesterSkipButtonProps = {
  propertyId: string;
  intent: "tester-pay" | "complete-arras";
  fields: Record<string, string>;
  label: string;
  /** What the tester is spared, after 'puedes completar este paso sin …'. */
  spared?: string;
};

/**
 * A tester's shortcut through a step. The server checks the tester role itself; this
 * button is only shown to testers for convenience.
 */
export function TesterSkipButton({
  propertyId,
  intent,
  fields,
  label,
  spared = "pagar ni rellenar nada",
}: TesterSkipButtonProps) {
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
        <strong>Modo de Prueba:</strong> como cuenta de pruebas puedes completar este paso sin {spared}.
      </p>
      <TesterSubmitButton isSubmitting={isSubmitting}>{label}</TesterSubmitButton>
    </Form>
  );
}
