import { OwedFees } from "#app/components/dashboard/owed-fees";
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
  useLoadErrorToasts([
    data.payments === null || data.owedFees === null ? DASHBOARD_MESSAGES.paymentsLoadFailed : null,
  ]);
  return (
    <div className="flex flex-col gap-6">
      <OwedFees fees={data.owedFees ?? []} />
      <PaymentsTab payments={data.payments} />
    </div>
  );
}
