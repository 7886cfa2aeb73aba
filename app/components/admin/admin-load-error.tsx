import { CircleAlert, ShieldAlert } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { LoadErrorPanel } from "#app/components/layout/load-error-panel";
import { StatusPage } from "#app/components/layout/not-found-page";
import { Button } from "#app/components/ui/button";
import { toast } from "#app/components/ui/use-toast";
import { ADMIN_MESSAGES } from "#app/domain/admin/messages";
import { dashboardHref } from "#app/domain/kernel/dashboard-urls";
import { ROUTES } from "#app/urls";

/** 'Error al cargar datos' as a toast, and said on the page too so it stays. */
export function AdminLoadError() {
  useEffect(() => {
    toast({
      title: ADMIN_MESSAGES.loadError,
      description: ADMIN_MESSAGES.loadErrorDetail,
      variant: "destructive",
    });
  }, []);
  return (
    <LoadErrorPanel>
      <div className="space-y-1">
        <p className="font-semibold text-foreground">{ADMIN_MESSAGES.loadError}</p>
        <p className="text-muted-foreground">{ADMIN_MESSAGES.loadErrorDetail}</p>
      </div>
    </LoadErrorPanel>
  );
}

/**
 * What a staff route shows when it throws: a refusal (403, a non-admin's post) says so; anything
 * else is 'Error al cargar datos'.
 */
export function AdminRouteError({ status }: { status: number }) {
  if (status === 403) {
    return (
      <StatusPage
        icon={<ShieldAlert aria-hidden="true" className="size-10 text-destructive" />}
        eyebrow="Error 403"
        title="Acceso restringido"
        message={ADMIN_MESSAGES.forbidden}
      >
        <Button asChild>
          <Link to={dashboardHref("propiedades")}>Ir a Mi Panel</Link>
        </Button>
      </StatusPage>
    );
  }
  return (
    <StatusPage
      icon={<CircleAlert aria-hidden="true" className="size-10 text-destructive" />}
      eyebrow={`Error ${status}`}
      title={ADMIN_MESSAGES.loadError}
      message={ADMIN_MESSAGES.loadErrorDetail}
    >
      <Button asChild>
        <a href={ROUTES.admin}>Volver al panel</a>
      </Button>
    </StatusPage>
  );
}
