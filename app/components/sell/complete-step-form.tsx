import { CheckCircle2 } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button";
import { Spinner } from "#app/components/ui/spinner";

/** The button that completes a step without payment (3: viewings, 5: notary). */
export function CompleteStepForm({
  propertyId,
  step,
  label,
  isDone,
  disabled,
}: {
  propertyId: string;
  step: 3 | 5;
  label: string;
  isDone: boolean;
  disabled?: boolean;
}) {
  const navigation = useNavigation();
  const isSubmitting =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === "complete-step" &&
    navigation.formData?.get("step") === String(step);
  if (isDone) {
    return (
      <p className="flex items-center gap-2 font-medium text-success">
        <CheckCircle2 aria-hidden="true" className="size-5" /> Paso completado.
      </p>
    );
  }
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="complete-step" />
      <input type="hidden" name="propertyId" value={propertyId} />
      <input type="hidden" name="step" value={step} />
      <Button
        type="submit"
        size="lg"
        disabled={disabled || isSubmitting}
        className="h-auto min-h-11 whitespace-normal py-2 text-left"
      >
        {isSubmitting ? (
          <Spinner label={null} className="size-5 text-current" />
        ) : (
          <CheckCircle2 aria-hidden="true" />
        )}
        {label}
      </Button>
    </Form>
  );
}
