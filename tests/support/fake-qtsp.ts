import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for a qualified trust service provider's signing API, as the adapter of
 * app/domain/arras-signing/qualified-provider.server.ts speaks to it: a real HTTP server that
 * checks the API key, keeps each request, lets the test move it to another status, and hands back
 * the document with a mark of its own appended (so the test can tell the provider's copy).
 */
export const FAKE_QTSP_KEY = "clave-de-prueba-del-prestador";
export const QTSP_MARK = "\n% firmado por el prestador cualificado de prueba\n";

type Stored = { reference: string; pdf: Buffer; signers: { name: string; email: string }[]; status: string };

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => resolve(body));
  });

export async function startFakeQtsp() {
  const requests = new Map<string, Stored>();
  let next = 1;
  const server = createServer(async (req, res) => {
    if (req.headers.authorization !== `Bearer ${FAKE_QTSP_KEY}`) {
      res.writeHead(401).end();
      return;
    }
    // /api/signatures/:id[/document]
    const [, , , id, part] = (req.url ?? "").split("/");
    if (req.method === "POST" && req.url === "/api/signatures") {
      const body = JSON.parse(await read(req)) as {
        reference: string;
        document: { content: string };
        signers: { name: string; email: string }[];
        signature_level: string;
      };
      if (body.signature_level !== "qualified") {
        res.writeHead(422).end();
        return;
      }
      const key = `sig-${next++}`;
      requests.set(key, {
        reference: body.reference,
        pdf: Buffer.from(body.document.content, "base64"),
        signers: body.signers,
        status: "pending",
      });
      res.writeHead(201, { "Content-Type": "application/json" }).end(
        JSON.stringify({
          id: key,
          signers: body.signers.map(({ email }) => ({
            email,
            url: `https://qtsp.example/firmar/${key}/${email}`,
          })),
        }),
      );
      return;
    }
    const stored = id ? requests.get(id) : undefined;
    if (req.method !== "GET" || !stored) {
      res.writeHead(404).end();
      return;
    }
    if (part === "document") {
      res
        .writeHead(200, { "Content-Type": "application/pdf" })
        .end(Buffer.concat([stored.pdf, Buffer.from(QTSP_MARK, "latin1")]));
      return;
    }
    res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ status: stored.status }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api`,
    requests,
    complete: (key: string) => {
      const stored = requests.get(key);
      if (stored) stored.status = "completed";
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
