import { ArrowLeft, FlaskConical, Plus } from "lucide-react";
import { useEffect } from "react";
import { Form, Link, useNavigation } from "react-router";
import { PageHero } from "#app/components/layout/page-placeholder";
import { Button } from "#app/components/ui/button";
import { Spinner } from "#app/components/ui/spinner";
import { toast } from "#app/components/ui/use-toast";
import type { AgencyPageData } from "#app/domain/agency/agency-page.server";
import { AGENCY_PROCESS_PATH, NEW_AGENCY_PARAM } from "#app/domain/agency/agency-path";
import { AGENCY_STEP_COUNT } from "#app/domain/sale/steps";
import { AgencySteps } from "./agency-steps";
import type { AgencyActionData } from "./listing-step";

/** /proceso-agencia: the agency's four-step collaboration (spec §2 'Agency process'). */
export function AgencyPage({ data, actionData }: { data: AgencyPageData; actionData?: AgencyActionData }) {
  const { property, user } = data;
  useEffect(() => {
    if (actionData?.toast) toast(actionData.toast);
  }, [actionData]);
  const isFinished = property?.saleConfirmed ?? false;
  const step = property ? Math.min(property.step, AGENCY_STEP_COUNT) : 1;
  return (
    <>
      <PageHero
        title="Proceso de Colaboración para Agencias"
        lead={
          isFinished
            ? "Has completado los cuatro pasos de la colaboración."
            : `Paso ${step} de ${AGENCY_STEP_COUNT}: publica la propiedad, activa la campaña, revisa el acuerdo y liquida la comisión final.`
        }
      >
        <div className="flex flex-wrap gap-3">
          <Button asChild variant="outline">
            <Link to="/dashboard">
              <ArrowLeft aria-hidden="true" /> Volver al Panel
            </Link>
          </Button>
          {property ? (
            <Button asChild variant="outline">
              <Link to={`${AGENCY_PROCESS_PATH}?${NEW_AGENCY_PARAM}`}>
                <Plus aria-hidden="true" /> Nueva colaboración
              </Link>
            </Button>
          ) : null}
        </div>
      </PageHero>
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
        {property?.title ? (
          <p className="text-muted-foreground">
            Propiedad: <strong className="text-foreground">{property.title}</strong>
          </p>
        ) : null}
        {user.isTester ? <AgencyTesterPanel /> : null}
        <AgencySteps data={data} />
      </div>
    </>
  );
}

/** Spec §2/§6: testers create a sample agency property with fake agency data in one click. */
function AgencyTesterPanel() {
  const navigation = useNavigation();
  const isCreating = navigation.state !== "idle" && navigation.formData?.get("intent") === "create-sample";
  return (
    <section
      aria-labelledby="agency-tester-title"
      className="flex flex-col gap-3 rounded-xl border border-accent/50 border-dashed bg-accent-soft/60 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex flex-col gap-1">
        <h2
          id="agency-tester-title"
          className="flex items-center gap-2 font-semibold text-foreground text-lg"
        >
          <FlaskConical aria-hidden="true" className="size-5 text-accent" /> Modo de Prueba
        </h2>
        <p className="text-muted-foreground text-sm">
          Crea una colaboración de ejemplo ya publicada (Madrid, 250.000 €, 15 fotos, datos de agencia
          ficticios y su contrato firmado) y recorre los cuatro pasos sin pagar.
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
