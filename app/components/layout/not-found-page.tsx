import { SearchX } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button";
import { ROUTES } from "#app/urls";

/** The Spanish 404 page: for unknown URLs and for anything a loader could not find. */
export function NotFoundPage() {
  return (
    <StatusPage
      icon={<SearchX aria-hidden="true" className="size-10 text-primary" />}
      eyebrow="Error 404"
      title="Página no encontrada"
      message="La página que buscas no existe o ha cambiado de dirección. Revisa el enlace o sigue navegando desde aquí."
    >
      <Button asChild>
        <Link to={ROUTES.home}>Volver al inicio</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={ROUTES.portal}>Ir al Portal</Link>
      </Button>
    </StatusPage>
  );
}

export function StatusPage({
  icon,
  eyebrow,
  title,
  message,
  children,
}: {
  icon: React.ReactNode;
  eyebrow: string;
  title: string;
  message: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col items-center gap-5 px-4 py-20 text-center sm:py-28">
      <div className="flex size-20 items-center justify-center rounded-full bg-primary-soft">{icon}</div>
      <p className="font-semibold text-accent text-sm uppercase tracking-wider">{eyebrow}</p>
      <h1 className="text-3xl sm:text-4xl">{title}</h1>
      <div className="max-w-lg text-lg text-muted-foreground">{message}</div>
      {children ? <div className="mt-2 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </section>
  );
}
