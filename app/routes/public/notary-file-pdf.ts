import { renderNotaryFile } from "#app/domain/closing/notary-file.server";
import type { Route } from "./+types/notary-file-pdf";
import { NOTARY_FILE_HEADERS, notaryLinkOf } from "./notary-link.server";

/** '/notaria/<token>/expediente.pdf': the notary file itself, rendered from the room as it is now. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const link = await notaryLinkOf(context, params.token);
  if (!link.ok)
    return new Response(link.message, {
      status: link.status,
      headers: { ...link.headers, "Content-Type": "text/plain; charset=utf-8" },
    });
  const pdf = await renderNotaryFile(context.db, link.room, new Date());
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...NOTARY_FILE_HEADERS,
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.length),
      "Content-Disposition": 'inline; filename="expediente-notaria.pdf"',
    },
  });
}
