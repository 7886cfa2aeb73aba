/**
 * Reads back an e-mail as nodemailer writes it (outbox .eml or what an SMTP server received):
 * headers, the plain-text and HTML parts decoded (quoted-printable, base64, RFC 2047 subjects).
 * Just enough MIME for our own messages; tests use it to find and follow links.
 */
export type ParsedMail = {
  headers: Map<string, string>;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
};

type Part = { headers: Map<string, string>; body: string };

function splitHead(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, "\n");
  const end = normalized.indexOf("\n\n");
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? "" : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const text = value.replace(/=\n/g, "");
  for (let index = 0; index < text.length; index++) {
    const char = text[index] as string;
    const hex = text.slice(index + 1, index + 3);
    if (char === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(char, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeBody({ headers, body }: Part): string {
  const encoding = (headers.get("content-transfer-encoding") ?? "").toLowerCase();
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

/** `=?UTF-8?Q?Confirma_tu_correo?=` → "Confirma tu correo". */
export function decodeHeaderWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

function leaves(part: Part): Part[] {
  const type = part.headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith("multipart/") || !boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith("--"))
    .flatMap((chunk) => leaves(splitHead(chunk.replace(/^\n/, ""))));
}

export function parseMail(raw: string): ParsedMail {
  const root = splitHead(raw);
  const parts = leaves(root);
  const find = (type: string) =>
    parts.find((part) => (part.headers.get("content-type") ?? "text/plain").toLowerCase().startsWith(type));
  const text = find("text/plain");
  const html = find("text/html");
  return {
    headers: root.headers,
    from: decodeHeaderWords(root.headers.get("from") ?? ""),
    to: decodeHeaderWords(root.headers.get("to") ?? ""),
    subject: decodeHeaderWords(root.headers.get("subject") ?? ""),
    text: text ? decodeBody(text) : "",
    html: html ? decodeBody(html) : "",
  };
}

/** A file attached to an e-mail (a viewing's .ics invitation): its name, MIME type and text. */
export type MailFile = { filename: string; contentType: string; content: string };

/** The attachments of a raw e-mail, decoded as text. */
export function parseAttachments(raw: string): MailFile[] {
  return leaves(splitHead(raw))
    .filter((part) => /attachment/i.test(part.headers.get("content-disposition") ?? ""))
    .map((part) => {
      const disposition = part.headers.get("content-disposition") ?? "";
      return {
        filename: /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? "",
        contentType: (part.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "",
        content: decodeBody(part),
      };
    });
}

/** The first link in the plain-text part that starts with `prefix` (e.g. `${publicUrl}/verify-email`). */
export function findLink(mail: ParsedMail, prefix: string): string | null {
  const links = mail.text.match(/https?:\/\/[^\s<>"')]+/g) ?? [];
  return links.find((link) => link.startsWith(prefix)) ?? null;
}
