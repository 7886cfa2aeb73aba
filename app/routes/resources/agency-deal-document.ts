import { dealReportDocument } from "#app/domain/agency/deal-report-queries.server";
import { getOptionalUser } from "#app/domain/users/session.server";
import { getStorage } from "#app/lib/storage.server";
import type { Route } from "./+types/agency-deal-document";

const PRIVATE = { "X-Content-Type-Options": "nosniff", "Cache-Control": "private, no-store" };

/**
 * `/firmas-agencia/:id/documento`: the deed or arras an agency attached to its 'Comunicar la firma',
 * for that agency's own users and for staff. A visitor, another user and an unknown id get the same
 * 404; the file is found from the row, never from a path the browser sends.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await getOptionalUser(request, context);
  const file = user
    ? await dealReportDocument({ db: context.db, storage: getStorage(), user, reportId: params.id })
    : null;
  if (!file)
    return new Response("No encontrado", {
      status: 404,
      headers: { ...PRIVATE, "Content-Type": "text/plain; charset=utf-8" },
    });
  return new Response(new Uint8Array(file.body), {
    headers: {
      ...PRIVATE,
      "Content-Type": file.contentType,
      "Content-Length": String(file.body.length),
      "Content-Disposition": `inline; filename="${file.fileName}"`,
    },
  });
}
