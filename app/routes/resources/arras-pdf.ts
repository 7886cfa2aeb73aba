import { findArrasPdf } from "#app/domain/sale/arras-pdf.server";
import { getOptionalUser } from "#app/domain/users/session.server";
import { privatePdfResponse } from "#app/lib/private-file.server";
import { getStorage } from "#app/lib/storage.server";
import type { Route } from "./+types/arras-pdf";

/** `/contratos/arras/:id/pdf`: the arras contract (draft or signed), for its owner or an admin. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await getOptionalUser(request, context);
  const pdf = user
    ? await findArrasPdf({ db: context.db, storage: getStorage(), user, contractId: params.id })
    : null;
  return privatePdfResponse(pdf);
}
