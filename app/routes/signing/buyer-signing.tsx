import { data, isRouteErrorResponse } from "react-router";
import { ErrorPage } from "#app/components/layout/error-page";
import { NotFoundPage } from "#app/components/layout/not-found-page";
import { useActionToast } from "#app/components/process/use-action-toast";
import { BuyerPartForm } from "#app/components/signing/buyer-part-form";
import { ContractSigningPanel } from "#app/components/signing/contract-signing-panel";
import { BUYER_PART_FIELDS, type BuyerPart } from "#app/domain/arras-signing/buyer-part";
import { findBuyerSigningRoom } from "#app/domain/arras-signing/signing-room.server";
import type { ArrasTerms } from "#app/domain/sale/arras";
import { requireUser } from "#app/http/session.server";
import { HYDRATE } from "#app/lib/hydration";
import { headersWithRetryAfter } from "#app/lib/retry-after";
import { pageMeta } from "#app/lib/seo";
import { prefixOf, ROUTES } from "#app/urls";
import type { Route } from "./+types/buyer-signing";
import { BUYER_SIGNING_INTENTS } from "./buyer-signing-actions.server";

/**
 * '/firmar-arras/<contract>': the buyer's side of the arras signed online, reached from the e-mailed
 * link and from 'Mis solicitudes'. Only for the account whose verified e-mail is the buyer's of the
 * version to sign; a visitor signs in first, anyone else gets the same 404 as an unknown contract.
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
  return { room, document, part };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  await buyerRoom(context, user.id, params.id);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  if (!Object.hasOwn(BUYER_SIGNING_INTENTS, intent)) throw data("Acción desconocida", { status: 400 });
  const handler = BUYER_SIGNING_INTENTS[intent as keyof typeof BUYER_SIGNING_INTENTS];
  return handler({ context, request, user, formData, contractId: params.id });
}

/** A 429 says when to come back (Retry-After), for the page and for `.data` alike. */
export const headers: Route.HeadersFunction = headersWithRetryAfter;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Firmar el contrato de arras",
    path: prefixOf(ROUTES.arrasSigning),
    noIndex: true,
  });

/** An application page: React runs in the browser (app/lib/hydration.ts). */
export const handle = HYDRATE;

export default function BuyerSigning({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData);
  const { room, document, part } = loaderData;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl sm:text-3xl">Contrato de arras</h1>
        {room.propertyTitle ? <p className="text-muted-foreground">{room.propertyTitle}</p> : null}
        {part ? (
          <p className="text-foreground">
            Lee el contrato entero. Si estás de acuerdo, pide un código: te llegará a tu correo y con él
            firmas. Tu firma queda unida a esta versión; si el vendedor la cambia, tendréis que firmar la
            nueva.
          </p>
        ) : null}
      </header>
      {part ? <BuyerPartForm part={part} actionData={actionData} /> : null}
      <ContractSigningPanel
        room={room}
        document={document}
        party="buyer"
        hidden={{}}
        actionData={actionData}
        canSign
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const details = import.meta.env.DEV && error instanceof Error ? (error.stack ?? error.message) : null;
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} details={details} />;
}
