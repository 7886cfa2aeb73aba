import { findContractPdf } from "#app/domain/dashboard/contract-pdf.server";
import { getOptionalUser } from "#app/domain/users/session.server";
import { privatePdfResponse } from "#app/lib/private-file.server";
import { getStorage } from "#app/lib/storage.server";
import type { Route } from "./+types/contract-pdf";

/**
 * `/contratos/:id/pdf`: the signed contract, for its owner or an admin. The file is found from the
 * database row; nothing the browser sends names a storage path.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await getOptionalUser(request, context);
  const pdf = user
    ? await findContractPdf({ db: context.db, storage: getStorage(), user, contractId: params.id })
    : null;
  return privatePdfResponse(pdf);
}
