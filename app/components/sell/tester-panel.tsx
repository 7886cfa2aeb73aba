import { FlaskConical } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button";
import { Spinner } from "#app/components/ui/spinner";

/** Spec §2/§6: testers create a complete sample listing (Madrid, 250.000 €, 15 photos) in one click. */
export function TesterPanel() {
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
        <p className="text-muted-foreground text-sm">
          Crea una propiedad de ejemplo ya publicada (un piso en Madrid de 250.000 € con 15 fotos) y recorre
          los seis pasos sin pagar.
        </p>
      </div>
      <Form method="post">
        <input type="hidden" name="intent" value="create-sample" />
        <Button
          type="submit"
          variant="accent"
          disabled={isCreating}
          className="h-auto min-h-11 whitespace-normal py-2 text-left"
        >
          {isCreating ? (
            <Spinner label={null} className="size-5 text-current" />
          ) : (
            <FlaskConical aria-hidden="true" />
          )}
          {isCreating ? "Creando la propiedad…" : "Crear propiedad de prueba"}
        </Button>
      </Form>
    </section>
  );
}
