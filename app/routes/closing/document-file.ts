import { closingDocumentFile } from "#app/domain/closing/documents.server";

import { requireUser } from "#app/http/session.server";
import { getStorage } from "#app/lib/storage.server";
import { isUuid } from "#app/lib/uuid";
import type { Route } from "./+types/document-file";
import { requireClosingRoom } from "./room-access.server";

/**
 * '/cierre/<deal>/documentos/<id>': one document of the closing, opened in the browser, for the
 * deal's parties and staff only. A stranger, another deal's document and an unknown id get the
 * same 404; the file is never cached nor sniffed.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const room = await requireClosingRoom(context, user, params.dealId);
  const file = isUuid(params.documentId)
    ? await closingDocumentFile({ db: context.db, storage: getStorage() }, room, params.documentId)
    : null;
  if (!file)
    return new Response("No encontrado", { status: 404, headers: { "Cache-Control": "private, no-store" } });
  return new Response(new Uint8Array(file.body), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.body.length),
      "Content-Disposition": `inline; filename="${file.fileName}"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
