import { partyOfVersion, readVersionFile } from "#app/domain/arras-signing/signing-room.server";
import { getOptionalUser } from "#app/domain/users/session.server";
import { privatePdfResponse } from "#app/lib/private-file.server";
import { getStorage } from "#app/lib/storage.server";
import type { Route } from "./+types/contract-version-pdf";

/**
 * `/contratos/versiones/:id/pdf`: a contract version exactly as put to signature, for its two
 * parties only (the seller who owns it, the buyer whose verified e-mail it names); anyone else, and
 * an unknown id, get the same 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await getOptionalUser(request, context);
  const party = user ? await partyOfVersion(context.db, user.id, params.id) : null;
  const pdf = party ? await readVersionFile(context.db, getStorage(), params.id, "document") : null;
  return privatePdfResponse(pdf);
}
