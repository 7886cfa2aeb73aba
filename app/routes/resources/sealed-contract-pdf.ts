import { partyOfVersion, readVersionFile } from "#app/domain/arras-signing/signing-room.server";
import { getOptionalUser } from "#app/domain/users/session.server";
import { privatePdfResponse } from "#app/lib/private-file.server";
import { getStorage } from "#app/lib/storage.server";
import type { Route } from "./+types/sealed-contract-pdf";

/** `/contratos/versiones/:id/firmado`: the sealed copy both parties signed, for those two only. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await getOptionalUser(request, context);
  const party = user ? await partyOfVersion(context.db, user.id, params.id) : null;
  const pdf = party ? await readVersionFile(context.db, getStorage(), params.id, "sealed") : null;
  return privatePdfResponse(pdf);
}
