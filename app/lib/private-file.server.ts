/** Never cached, never sniffed: a private file is for the one session that asked for it. */
const PRIVATE_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Cache-Control": "private, no-store",
};

export type PrivatePdf = { body: Uint8Array; fileName: string };

/**
 * The answer of a private PDF route (a contract, an arras contract, an invoice): the file as a
 * download, or — for a visitor, a stranger and an unknown id alike — the same 404, so the route
 * never tells whether the document exists.
 */
export function privatePdfResponse(pdf: PrivatePdf | null): Response {
  if (!pdf) {
    return new Response("No encontrado", {
      status: 404,
      headers: { ...PRIVATE_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(new Uint8Array(pdf.body), {
    headers: {
      ...PRIVATE_HEADERS,
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.body.length),
      "Content-Disposition": `attachment; filename="${pdf.fileName}"`,
    },
  });
}
