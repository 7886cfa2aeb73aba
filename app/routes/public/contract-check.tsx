import { data } from "react-router";
import { PageHero } from "#app/components/layout/page-placeholder";
import { Button } from "#app/components/ui/button";
import { formatCheckCode, normalizeCheckCode } from "#app/domain/arras-signing/check-code";
import { limitContractCheck, MAX_CHECKED_PDF_BYTES } from "#app/domain/arras-signing/check-limit.server";
import { type ContractCheck, checkContract } from "#app/domain/arras-signing/verify.server";
import { loadAsDocument } from "#app/lib/hydration";
import { headersWithRetryAfter } from "#app/lib/retry-after";
import { pageMeta } from "#app/lib/seo";
import { pathTo, ROUTES } from "#app/urls";
import type { Route } from "./+types/contract-check";

/**
 * '/verificar-contrato': anyone checks a contract signed on the platform, by the code printed on
 * it and/or the PDF itself. Only a file identical to what was signed learns who signed (first names
 * and initials) and when; a code alone says whether it exists (docs/decisions/0049-signature-level.md).
 */
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Verificar un contrato", path: pathTo(ROUTES.contractCheck) });

export const headers: Route.HeadersFunction = headersWithRetryAfter;
export const clientLoader = loadAsDocument;

export function loader() {
  return { answer: null };
}

type Answer = { tone: "ok" | "warning" | "error"; lines: string[] };

const when = new Intl.DateTimeFormat("es-ES", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Europe/Madrid",
});
const PARTY = { seller: "Parte vendedora", buyer: "Parte compradora" } as const;

function answerFor(check: ContractCheck, code: string | null): Answer {
  switch (check.kind) {
    case "code":
      return check.exists
        ? {
            tone: "ok",
            lines: [
              `Existe un contrato con el código ${formatCheckCode(code ?? "")}.`,
              "Para saber si tu copia es exactamente la firmada, súbela junto al código.",
            ],
          }
        : {
            tone: "error",
            lines: ["No hay ningún contrato con ese código. Revisa que lo has copiado bien."],
          };
    case "mismatch":
      return {
        tone: "error",
        lines: [
          "El archivo no coincide con el contrato firmado con ese código: ha cambiado o es otro documento.",
        ],
      };
    case "unknown":
      return {
        tone: "error",
        lines: [
          "No reconocemos este archivo como un contrato firmado en la plataforma. Basta un cambio mínimo para que no coincida.",
        ],
      };
    case "match":
      return {
        tone: check.replaced ? "warning" : "ok",
        lines: [
          check.copy === "sealed"
            ? "El archivo es exactamente la copia sellada del contrato firmado."
            : "El archivo es exactamente el documento que se puso a la firma.",
          ...check.signatures.map(
            (s) => `${PARTY[s.party]}: ${s.initials}, firmó el ${when.format(s.signedAt)}.`,
          ),
          ...(check.signatures.length < 2 ? ["Aún no lo han firmado las dos partes."] : []),
          ...(check.sealedAt ? [`Sellado por la plataforma el ${when.format(check.sealedAt)}.`] : []),
          ...(check.replaced ? ["Atención: este contrato fue sustituido por una versión posterior."] : []),
        ],
      };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const typed = form.get("code");
  const file = form.get("document");
  const code = typeof typed === "string" && typed.trim() ? typed : null;
  const upload = file instanceof File && file.size > 0 ? file : null;
  const refuse = (status: number, message: string, headers?: HeadersInit) =>
    data({ answer: { tone: "error", lines: [message] } as Answer }, { status, headers });
  if (!code && !upload) return refuse(400, "Escribe el código del contrato o sube el PDF.");
  if (code && !normalizeCheckCode(code))
    return refuse(400, "El código tiene 10 letras y números, como 7K3MQ-9XA2B.");
  if (upload && upload.size > MAX_CHECKED_PDF_BYTES) return refuse(400, "El PDF no puede pasar de 10 MB.");
  const limit = await limitContractCheck(context.rateLimiter, context.clientIp);
  if (!limit.allowed)
    return refuse(429, "Demasiadas comprobaciones seguidas. Inténtalo de nuevo más tarde.", {
      "Retry-After": String(Math.ceil(limit.retryAfterMs / 1000)),
    });
  const pdf = upload ? Buffer.from(await upload.arrayBuffer()) : null;
  if (pdf && pdf.subarray(0, 5).toString("latin1") !== "%PDF-")
    return refuse(400, "El archivo no es un PDF.");
  return {
    answer: answerFor(await checkContract(context.db, { code, pdf }), code && normalizeCheckCode(code)),
  };
}

const TONE = {
  ok: "border-emerald-600 bg-emerald-50 text-emerald-950",
  warning: "border-amber-500 bg-amber-50 text-amber-950",
  error: "border-destructive bg-destructive/5 text-foreground",
} as const;

export default function ContractCheckPage({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData?.answer ?? loaderData.answer;
  return (
    <>
      <PageHero title="Verificar un contrato" />
      <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <div className="flex max-w-xl flex-col gap-5 rounded-xl border border-border bg-card p-5 sm:p-6">
          <p className="text-muted-foreground">
            Comprueba si un contrato de arras firmado en la plataforma es exactamente el que se firmó. Escribe
            el código que figura en su primera página y sube el PDF.
          </p>
          {answer ? (
            <div role="status" className={`flex flex-col gap-1 rounded-lg border p-4 ${TONE[answer.tone]}`}>
              {answer.lines.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </div>
          ) : null}
          <form method="post" encType="multipart/form-data" className="flex flex-col gap-4">
            <label className="flex flex-col gap-1 font-medium text-sm">
              Código de verificación
              <input
                name="code"
                autoComplete="off"
                maxLength={20}
                className="rounded-md border border-input px-3 py-2"
              />
            </label>
            <label className="flex flex-col gap-1 font-medium text-sm">
              El contrato en PDF
              <input name="document" type="file" accept="application/pdf" />
            </label>
            <div>
              <Button type="submit">Verificar</Button>
            </div>
          </form>
        </div>
      </div>
    </>
  );
}
