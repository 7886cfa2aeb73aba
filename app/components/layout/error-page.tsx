import { CircleAlert } from "lucide-react";
import { Link } from "react-router";
import { StatusPage } from "#app/components/layout/not-found-page";
import { Button } from "#app/components/ui/button";
import { ROUTES } from "#app/urls";

/** Unexpected errors: a calm Spanish message. The details only in development, never in production. */
export function ErrorPage({ status, details }: { status?: number; details?: string | null }) {
  return (
    <StatusPage
      icon={<CircleAlert aria-hidden="true" className="size-10 text-destructive" />}
      eyebrow={status ? `Error ${status}` : "Error"}
      title="¡Ups! Algo salió mal"
      message={
        <>
          <p>Ha ocurrido un error inesperado. Inténtalo de nuevo en unos minutos.</p>
          {details ? (
            <pre className="mt-6 max-h-64 overflow-auto rounded-lg bg-muted p-4 text-left font-mono text-foreground text-xs">
              {details}
            </pre>
          ) : null}
        </>
      }
    >
      <Button asChild>
        <Link to={ROUTES.home}>Volver al inicio</Link>
      </Button>
    </StatusPage>
  );
}
