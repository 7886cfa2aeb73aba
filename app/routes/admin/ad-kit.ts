import { data } from "react-router";
import { buildAdKitZip } from "#app/domain/campaign/ad-kit.server";
import { requireRole } from "#app/http/session.server";
import { getStorage } from "#app/lib/storage.server";
import type { Route } from "./+types/ad-kit";

/** /admin/campanas/:id/kit.zip — the ad kit of a paid listing, for staff only. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireRole(request, context, "admin");
  const kit = await buildAdKitZip({
    db: context.db,
    storage: getStorage(),
    propertyId: params.id,
    publicUrl: context.env.PUBLIC_URL,
    brandName: context.env.BRAND_NAME,
  });
  if (!kit) throw data(null, { status: 404 });
  return new Response(Buffer.from(kit.zip), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${kit.fileName}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
