import { data, isRouteErrorResponse } from "react-router";
import { ErrorPage } from "#app/components/layout/error-page";
import { NotFoundPage } from "#app/components/layout/not-found-page";
import { SITE_WORDS_FROM_DATA } from "#app/components/layout/site-words";
import { readerSiteWords } from "#app/components/layout/site-words.server";
import { useActionToast } from "#app/components/process/use-action-toast";
import { BuyerPartForm } from "#app/components/signing/buyer-part-form";
import { ContractSigningPanel } from "#app/components/signing/contract-signing-panel";
import { buyerSigningLocale } from "#app/domain/arras-signing/buyer-locale.server";
import { BUYER_PART_FIELDS, type BuyerPart } from "#app/domain/arras-signing/buyer-part";
import { findBuyerSigningRoom } from "#app/domain/arras-signing/signing-room.server";
import type { ArrasKind, ArrasTerms } from "#app/domain/sale/arras";
import { requireUser } from "#app/http/session.server";
import { HYDRATE } from "#app/lib/hydration";
import type { Locale } from "#app/lib/i18n/locales";
import { type MessageKey, translator } from "#app/lib/i18n/translate";
import { headersWithRetryAfter } from "#app/lib/retry-after";
import { pageMeta } from "#app/lib/seo";
import { prefixOf, ROUTES } from "#app/urls";
import type { Route } from "./+types/buyer-signing";
import { BUYER_SIGNING_INTENTS } from "./buyer-signing-actions.server";

/**
 * '/firmar-arras/<contract>': the buyer's side of the arras signed online, reached from the e-mailed
 * link and from 'Mis solicitudes'. Only for the account whose verified e-mail is the buyer's of the
 * version to sign; a visitor signs in first, anyone else gets the same 404 as an unknown contract.
 * The page reads in the buyer's language; the contract itself stays Spanish, the text that binds.
 */
async function buyerRoom(context: Route.LoaderArgs["context"], userId: string, contractId: string) {
  const found = await findBuyerSigningRoom(context.db, userId, contractId);
  if (!found) throw data("Contrato no encontrado", { status: 404 });
  return found;
}

const pickBuyerPart = (terms: ArrasTerms) =>
  Object.fromEntries(BUYER_PART_FIELDS.map((name) => [name, terms[name]])) as BuyerPart;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { room, document, terms } = await buyerRoom(context, user.id, params.id);
  const hasSigned = room.current?.signatures.some((signature) => signature.party === "buyer") ?? false;
  // The buyer's own part, to confirm or correct while they have not signed.
  const part = terms && !hasSigned ? pickBuyerPart(terms) : null;
  const locale = await buyerSigningLocale(context.db, params.id, user.id);
  const site = readerSiteWords(locale, context.publicEnv.BRAND_NAME);
  return { room, document, part, locale, arrasKind: terms?.arrasKind ?? null, site };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  await buyerRoom(context, user.id, params.id);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  if (!Object.hasOwn(BUYER_SIGNING_INTENTS, intent)) throw data("Acción desconocida", { status: 400 });
  const handler = BUYER_SIGNING_INTENTS[intent as keyof typeof BUYER_SIGNING_INTENTS];
  const locale = await buyerSigningLocale(context.db, params.id, user.id);
  return handler({ context, request, user, formData, contractId: params.id, locale });
}

/** A 429 says when to come back (Retry-After), for the page and for `.data` alike. */
export const headers: Route.HeadersFunction = headersWithRetryAfter;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: translator(loaderData?.locale ?? "es")("closing.sign.title"),
    path: prefixOf(ROUTES.arrasSigning),
    noIndex: true,
  });

/** An application page (app/lib/hydration.ts) whose shell follows the buyer (site-words.ts). */
export const handle = { ...HYDRATE, ...SITE_WORDS_FROM_DATA };

/** What each kind of arras lets the parties do, said to a reader of the Spanish contract. */
const KIND_WORDS: Record<ArrasKind, MessageKey> = {
  penitenciales: "closing.sign.kind.penitenciales",
  confirmatorias: "closing.sign.kind.confirmatorias",
  penales: "closing.sign.kind.penales",
};

/** For a reader of another language: the contract is Spanish and binds as such, and what it is. */
function SpanishContractNote({ locale, kind }: { locale: Locale; kind: ArrasKind | null }) {
  if (locale === "es") return null;
  const t = translator(locale);
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-border bg-muted/40 p-4 text-foreground">
      <p>{t("closing.sign.spanishBinding")}</p>
      {kind ? <p>{t(KIND_WORDS[kind])}</p> : null}
    </div>
  );
}

export default function BuyerSigning({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData);
  const { room, document, part, locale, arrasKind } = loaderData;
  const t = translator(locale);
  return (
    <div
      lang={locale === "es" ? undefined : locale}
      className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12"
    >
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl sm:text-3xl">{t("closing.sign.heading")}</h1>
        {room.propertyTitle ? <p className="text-muted-foreground">{room.propertyTitle}</p> : null}
        {part ? <p className="text-foreground">{t("closing.sign.intro")}</p> : null}
      </header>
      <SpanishContractNote locale={locale} kind={arrasKind} />
      {part ? <BuyerPartForm part={part} actionData={actionData} locale={locale} /> : null}
      <ContractSigningPanel
        room={room}
        document={document}
        party="buyer"
        hidden={{}}
        actionData={actionData}
        canSign
        locale={locale}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const details = import.meta.env.DEV && error instanceof Error ? (error.stack ?? error.message) : null;
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} details={details} />;
}
