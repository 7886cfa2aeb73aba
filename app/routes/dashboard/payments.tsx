import { PaymentsTab } from "#app/components/dashboard/payments-tab";
import { useLoadErrorToasts } from "#app/components/dashboard/use-dashboard";
import { DASHBOARD_MESSAGES } from "#app/domain/dashboard/messages";
import { requireUser } from "#app/http/session.server";
import type { Route } from "./+types/payments";
import { loadPaymentsTab } from "./loaders.server";

/** 'Mis Pagos' (/dashboard/pagos). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return loadPaymentsTab(context, user);
}

export default function PaymentsRoute({ loaderData: data }: Route.ComponentProps) {
  useLoadErrorToasts([data.payments === null ? DASHBOARD_MESSAGES.paymentsLoadFailed : null]);
  return <PaymentsTab payments={data.payments} />;
}
