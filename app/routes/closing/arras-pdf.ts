import { signedArrasFile } from "#app/domain/closing/arras-file.server";
import { requireUser } from "#app/http/session.server";
import { privatePdfResponse } from "#app/lib/private-file.server";
import { getStorage } from "#app/lib/storage.server";
import type { Route } from "./+types/arras-pdf";
import { requireClosingRoom } from "./room-access.server";

/**
 * '/cierre/<deal>/arras.pdf': the signed arras of the deal, for both parties and staff, also once
 * the deal fell through (the señal's fate rests on it). Unsigned, a stranger or an unknown deal
 * all get the same 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const room = await requireClosingRoom(context, user, params.dealId);
  return privatePdfResponse(await signedArrasFile({ db: context.db, storage: getStorage() }, room));
}
