import type express from "express";
import { MAX_MANAGEMENT_CONTRACT_BYTES } from "#app/domain/agency/management-contract";
import { MAX_CHECKED_PDF_BYTES } from "#app/domain/arras-signing/check-limit.server";
import { MAX_DOCUMENT_BYTES } from "#app/domain/closing/document-file";
import { AGENCY_PROCESS_PATH, AGENCY_STEPS, SALE_PATH } from "#app/domain/kernel/process-urls";
import { MAX_PHOTO_BYTES, MAX_PHOTOS } from "#app/domain/listings/photos";

const KB = 1024;
const MB = 1024 * KB;

type BodyRule = {
  /** Largest body accepted, in bytes. */
  maxBytes: number;
  /** Only routes that take files accept multipart/form-data. */
  acceptsFiles?: boolean;
};

/**
 * What each route may be sent. A route missing here gets SMALL_FORM: enough for any of our short
 * forms (sign-in, consent, payments, dashboard, admin), and a bound on what an anonymous client
 * can make the server read. A new route with a larger form must choose its own line.
 */
const SMALL_FORM: BodyRule = { maxBytes: 64 * KB };
const ROUTE_BODY_RULES: Array<[pattern: RegExp, rule: BodyRule]> = [
  // Photos arrive in batches from the browser (≤ 1 MB each after its compression); 80 MB bounds
  // one batch with room for phones that skip the compression.
  [/^\/fotos$/, { maxBytes: 80 * MB, acceptsFiles: true }],
  // The agency's listing step (a new collaboration's too, `nueva`) sends the management contract
  // (PDF) and, for a new listing, its photos (up to MAX_PHOTOS of ≤ 1 MB after the browser's
  // compression) with the fields. The other steps take small forms.
  [
    new RegExp(`^${AGENCY_PROCESS_PATH}/[^/]+/${AGENCY_STEPS[0].slug}$`),
    { maxBytes: MAX_PHOTOS * MAX_PHOTO_BYTES + MAX_MANAGEMENT_CONTRACT_BYTES + 20 * MB, acceptsFiles: true },
  ],
  // The agency's step 3 'Comunicar la firma': the signed deed or arras (MAX_DOCUMENT_BYTES) with the
  // report's few fields; the line sits above the limit so a file too large gets the form's message.
  [
    new RegExp(`^${AGENCY_PROCESS_PATH}/[^/]+/${AGENCY_STEPS[2].slug}$`),
    { maxBytes: 2 * MAX_DOCUMENT_BYTES + 64 * KB, acceptsFiles: true },
  ],
  // The sale's forms: the listing's description of a few thousand characters, the arras contract's
  // clauses, percent-encoded (× up to 9).
  [new RegExp(`^${SALE_PATH}/[^/]+/[^/]+$`), { maxBytes: 256 * KB }],
  // The public contract check reads one PDF (MAX_CHECKED_PDF_BYTES) and a code.
  [/^\/verificar-contrato$/, { maxBytes: MAX_CHECKED_PDF_BYTES + 64 * KB, acceptsFiles: true }],
  // The closing room's documents: one scan or PDF (MAX_DOCUMENT_BYTES) with its item. The line
  // sits above the document's limit so a file slightly too large gets the page's own message.
  [/^\/cierre\/[^/]+\/documentos$/, { maxBytes: 2 * MAX_DOCUMENT_BYTES + 64 * KB, acceptsFiles: true }],
  // Stripe's events are small JSON documents; its documented maximum is far below this.
  [/^\/webhooks\/stripe$/, { maxBytes: 1 * MB }],
];

/** React Router's own submissions (fetchers, `<Form>` after hydration) go to `{path}.data`. */
const SINGLE_FETCH_SUFFIX = /\.data$/;

export function bodyRuleFor(pathname: string): BodyRule {
  const routePath = pathname.replace(SINGLE_FETCH_SUFFIX, "");
  return ROUTE_BODY_RULES.find(([pattern]) => pattern.test(routePath))?.[1] ?? SMALL_FORM;
}

const TOO_LARGE = "La petición es demasiado grande.";
const FILES_NOT_ACCEPTED = "Esta dirección no admite archivos.";
const LENGTH_REQUIRED = "Se requiere la longitud del contenido.";

/**
 * Refuses a body its route does not take before a byte of it is read, by its declared length.
 * Browsers declare the length of every form and upload; a body streamed without one could not be
 * bounded before reading it, so it is refused as well.
 */
export function limitBodiesByRoute(): express.RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const rule = bodyRuleFor(req.path);
    if (req.is("multipart/form-data") && !rule.acceptsFiles) return refuse(res, 415, FILES_NOT_ACCEPTED);
    const declared = req.get("content-length");
    if (declared === undefined) {
      return req.get("transfer-encoding") ? refuse(res, 411, LENGTH_REQUIRED) : next();
    }
    if (Number(declared) > rule.maxBytes) return refuse(res, 413, TOO_LARGE);
    next();
  };
}

function refuse(res: express.Response, status: number, message: string) {
  // The unread body stays in the socket: close it rather than read it to reuse the connection.
  res.set("Connection", "close").status(status).type("text/plain; charset=utf-8").send(message);
}
