import { dataExportFileName, exportUserData } from "#app/domain/account/data-export.server";
import { requireUser } from "#app/http/session.server";
import type { Route } from "./+types/data-export";

/**
 * 'Descargar mis datos' (privacy policy: access and portability): the signed-in user's own data
 * as a JSON file. A download only; it changes nothing.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const now = new Date();
  const exported = await exportUserData(context.db, user.id, now);
  if (!exported)
    return new Response("No encontrado", { status: 404, headers: { "Cache-Control": "no-store" } });
  const body = JSON.stringify(exported, null, 2);
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${dataExportFileName(now)}"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
