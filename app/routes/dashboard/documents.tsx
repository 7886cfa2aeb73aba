import { DocumentsTab } from "#app/components/dashboard/documents-tab";
import { useLoadErrorToasts } from "#app/components/dashboard/use-dashboard";
import { DASHBOARD_MESSAGES } from "#app/domain/dashboard/messages";
import { requireUser } from "#app/http/session.server";
import type { Route } from "./+types/documents";
import { loadDocumentsTab } from "./loaders.server";

/** 'Mis Documentos' (/dashboard/documentos): the signed contracts and the arras contracts. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return loadDocumentsTab(context, user);
}

export default function DocumentsRoute({ loaderData: data }: Route.ComponentProps) {
  useLoadErrorToasts([data.contracts === null ? DASHBOARD_MESSAGES.contractsLoadFailed : null]);
  return <DocumentsTab contracts={data.contracts} arrasContracts={data.arrasContracts} />;
}
