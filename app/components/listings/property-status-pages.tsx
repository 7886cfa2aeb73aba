import { CircleAlert, SearchX } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { StatusPage } from "#app/components/layout/not-found-page";
import { Button } from "#app/components/ui/button";
import { toast } from "#app/components/ui/use-toast";
import { ROUTES } from "#app/urls";

function BackToPortal() {
  return (
    <Button asChild>
      <Link to={ROUTES.portal}>Volver al Portal</Link>
    </Button>
  );
}

/** decisions.md: an unknown or unpublished listing is a real 404 page, not a blank screen. */
export function PropertyNotFound() {
  return (
    <StatusPage
      icon={<SearchX aria-hidden="true" className="size-10 text-primary" />}
      eyebrow="Error 404"
      title="Propiedad no encontrada"
      message="Esta propiedad no existe o ya no está a la venta. En el portal encontrarás todas las que siguen publicadas."
    >
      <BackToPortal />
    </StatusPage>
  );
}

/** The detail could not be loaded — the error screen and the 'Error de Carga' toast. */
export function PropertyLoadError() {
  useEffect(() => {
    toast({
      title: "Error de Carga",
      description: "No se pudo encontrar la propiedad solicitada.",
      variant: "destructive",
    });
  }, []);
  return (
    <StatusPage
      icon={<CircleAlert aria-hidden="true" className="size-10 text-destructive" />}
      eyebrow="Error"
      title="¡Ups! Algo salió mal"
      message="No se pudo cargar la propiedad. Por favor, inténtalo de nuevo más tarde."
    >
      <BackToPortal />
    </StatusPage>
  );
}
