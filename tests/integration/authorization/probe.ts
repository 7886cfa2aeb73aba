import type { RouteConfigEntry } from "@react-router/dev/routes";
import { notaryLinkToken } from "#app/domain/closing/notary-links.server";
import { NEW_AGENCY_PATH, NEW_PROPERTY_SEGMENT, NEW_SALE_PATH } from "#app/domain/kernel/process-urls";
import { buyerLinkToken } from "#app/domain/leads/requests/buyer-link.server";
import { madridDay } from "#app/lib/calendar";
import { UUID_SOURCE } from "#app/lib/uuid";
import routeConfig from "#app/routes";
import { VALID_AGENCY_FORM } from "#tests/factories/agency";
import { jpegPhoto } from "#tests/factories/images";
import { LISTING_FACTS_FORM } from "#tests/factories/listing-facts";
import { arrasForm } from "#tests/support/arras-terms";
import { TEST_PUBLIC_URL } from "#tests/support/auth-context";
import type { Outcome } from "./matrix";
import type { World } from "./world";

/** The sale listing form, filled as its owner would (not its private title: an answer may echo what was sent). */
const SALE_LISTING = {
  title: "Piso de tres dormitorios en Benimaclet",
  description: "Luminoso y exterior.",
  address: "Calle Privada de A 1, Valencia",
  province: "Valencia",
  propertyType: "Piso",
  price: "250.000",
  bedrooms: "3",
  bathrooms: "2",
  size: "95",
  countryCode: "+34",
  phone: "612 345 678",
  energyRating: "C",
  ...LISTING_FACTS_FORM,
  hasHabitabilityCertificate: "si",
};

/** 'La venta no sigue adelante', confirmed, for a deal id nobody has. */
const FALL_THROUGH_PROBE = {
  dealId: "00000000-0000-4000-8000-000000000000",
  reason: "mutuo-acuerdo",
  confirmed: "yes",
};

/** The step-4 arras contract form, as its owner fills it in. */
const ARRAS_FORM = arrasForm({
  seller1Name: "Ana Propietaria",
  propertyAddress: "Calle Privada de A 1, Valencia",
});

/**
 * Every route of app/routes.ts (and the root), flattened, with the id React Router gives it. `of`:
 * the same route probed at another address, a new property's (`…/nueva/…`), under its own id.
 */
export type RouteEntry = { id: string; file: string; path: string; of?: string };

/** The routes a new property's page runs: the process's layout and its first step, at `…/nueva/<first step>`. */
const NEW_PROPERTY_PAGES: Record<string, string> = {
  "routes/sell/sale": NEW_SALE_PATH,
  "routes/sell/steps/listing": NEW_SALE_PATH,
  "routes/agency/collaboration": NEW_AGENCY_PATH,
  "routes/agency/steps/listing": NEW_AGENCY_PATH,
};
export const NEW_PROPERTY_SUFFIX = "@nueva";

export function allRoutes(): RouteEntry[] {
  const flat: RouteEntry[] = [{ id: "root", file: "root.tsx", path: "" }];
  const walk = (entries: RouteConfigEntry[], parent: string) => {
    for (const entry of entries) {
      const fullPath = [parent, (entry.path ?? "").replace(/^\/+/, "")].filter(Boolean).join("/");
      // React Router's default id: the file path without its extension.
      flat.push({ id: entry.id ?? entry.file.replace(/\.[jt]sx?$/, ""), file: entry.file, path: fullPath });
      if (entry.children) walk(entry.children, fullPath);
    }
  };
  walk(routeConfig as RouteConfigEntry[], "");
  const onNew = flat
    .filter((route) => route.id in NEW_PROPERTY_PAGES)
    .map((route) => ({
      id: `${route.id}${NEW_PROPERTY_SUFFIX}`,
      file: route.file,
      path: (NEW_PROPERTY_PAGES[route.id] ?? "").slice(1).replace(NEW_PROPERTY_SEGMENT, ":propertyId"),
      of: route.id,
    }));
  return [...flat, ...onNew];
}

/** The URL a probe asks for: params filled with user A's objects where the route takes one. */
export function probeUrl(route: RouteEntry, world: World): { url: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const filled = route.path
    .replace(":token", () => {
      // The link itself, the same for every caller (it is the link, not a session): the notary's to
      // A's closing file, else the buyer's to A's lead.
      const secret = world.context.env.AUTH_SECRET;
      params.token = route.id.startsWith("routes/public/notary-file")
        ? notaryLinkToken(secret, world.a.notaryLinkId)
        : buyerLinkToken(secret, world.a.leadId);
      return params.token;
    })
    .replace(":id", () => {
      params.id =
        route.id === "routes/resources/contract-pdf"
          ? world.a.contractId
          : route.id === "routes/resources/agency-deal-document"
            ? world.a.agencyDealReportId
            : route.id === "routes/resources/arras-pdf" || route.id === "routes/signing/buyer-signing"
              ? world.a.arrasId
              : route.id === "routes/resources/contract-version-pdf" ||
                  route.id === "routes/resources/sealed-contract-pdf"
                ? world.a.arrasVersionId
                : route.id === "routes/resources/invoice-pdf" ||
                    route.id === "routes/admin/invoice-rectify" ||
                    route.id === "routes/admin/invoice-cancel"
                  ? world.a.invoiceId
                  : world.a.publishedId;
      return params.id;
    })
    .replace(":propertyId", () => {
      // The process pages by step: user A's own property of that process, or a new one's `nueva`.
      params.propertyId = route.of
        ? NEW_PROPERTY_SEGMENT
        : route.id.startsWith("routes/agency/")
          ? world.a.agencyId
          : world.a.draftId;
      return params.propertyId;
    })
    .replace(":dealId", () => {
      params.dealId = world.a.dealId;
      return params.dealId;
    })
    .replace(":documentId", () => {
      params.documentId = world.a.closingDocumentId;
      return params.documentId;
    })
    .replace(":key", () => {
      params.key = "escritura";
      return params.key;
    })
    .replace(":slug", () => {
      params.slug = route.id === "routes/blog/category" ? "guia-vendedores" : "como-fijar-el-precio-de-venta";
      return params.slug;
    })
    .replace("*", () => {
      params["*"] =
        route.id === "routes/resources/files"
          ? world.a.photoUrl.replace(/^.*\/files\//, "")
          : route.id === "routes/resources/feed-photo"
            ? world.a.photoUrl.replace(/^.*\/property-images\//, "").replace(/\.webp$/, ".jpg")
            : route.id === "routes/resources/auth-api"
              ? "get-session"
              : "no-existe";
      return params["*"];
    });
  // The private pages are asked for user A's own object by id, as a curious user would.
  return { url: `${TEST_PUBLIC_URL}/${filled}`, params };
}

/** The form a probe posts: the intent with user A's objects, as if B had guessed them. */
export async function probeForm(routeId: string, intent: string | null, world: World): Promise<FormData> {
  const form = new FormData();
  // A real photo, so an upload to someone else's listing is refused for whose it is, not for being empty.
  if (routeId === "routes/resources/property-photos")
    form.append("photos", new File([new Uint8Array(await jpegPhoto(320, 240))], "intruso.jpg"));
  if (intent) form.set("intent", intent);
  const a = world.a;
  const fields: Record<string, Record<string, string>> = {
    // Complete, valid forms: a refusal then comes from whose object it is, not from a missing field.
    "routes/sell/sell": {
      ...SALE_LISTING,
      propertyId: a.draftId,
      step: "3",
      product: "marketing",
      catastralReference: "9872023VH5797S0001WX",
      buyer: "outside",
      buyerName: "Pedro Vecino Ruiz",
      // The arras contract form, complete and valid: only whose property it is can refuse it.
      ...ARRAS_FORM,
      // Signing A's version online from the seller's step: the version is of another of A's properties.
      versionId: a.arrasVersionId,
      documentSha256: a.arrasVersionSha256,
      code: "000000",
      consent: "on",
      // A deal that falls through, confirmed: no deal of that id, whoever asks.
      ...(intent === "record-fall-through" ? FALL_THROUGH_PROBE : {}),
    },
    "routes/agency/process": {
      ...VALID_AGENCY_FORM,
      propertyId: a.agencyId,
      product: "marketing",
      // The 48-hour report: a valid signing, so only whose listing it is can refuse it.
      stage: "arras",
      signedOn: madridDay(new Date()),
      finalPrice: "600000",
      buyerName: "Pablo Ruiz Ortega",
      // Confirming A's pending report: only A's own, and A's campaign is not live yet.
      reportId: a.agencyDealReportId,
      confirmed: "yes",
    },
    "routes/admin/admin": { userId: world.people.userA.id, role: "user", propertyId: a.publishedId },
    "routes/admin/fee-reviews": { propertyId: a.publishedId },
    // A wrong code and a wrong password: whoever calls, nothing is set up, passed or turned off.
    "routes/auth/second-factor": { code: "000000" },
    "routes/auth/second-factor-setup": { code: "000000", password: "no-es-la-clave" },
    "routes/admin/campaigns": {
      propertyId: a.publishedId,
      channel: "google_ads",
      state: "active",
      externalUrl: "https://ads.google.com/anuncio/1",
      partnerName: "Portal de prueba",
      tokenId: "00000000-0000-4000-8000-000000000000",
      takedownId: "00000000-0000-4000-8000-000000000000",
    },
    "routes/admin/tools": {
      to: "nadie@example.es",
      jobName: "email",
      jobId: "00000000-0000-4000-8000-000000000000",
    },
    // The dashboard's forms on A's objects (each tab's route gets the same fields); the account
    // deletion without the e-mail typed.
    dashboard: {
      company_name: VALID_AGENCY_FORM.company_name ?? "",
      company_nif: VALID_AGENCY_FORM.company_nif ?? "",
      company_address: VALID_AGENCY_FORM.company_address ?? "",
      legal_rep_name: VALID_AGENCY_FORM.legal_rep_name ?? "",
      legal_rep_dni: VALID_AGENCY_FORM.legal_rep_dni ?? "",
      propertyId:
        intent === "update-agency-details"
          ? a.agencyId
          : intent === "remove-favourite"
            ? a.favouriteId
            : a.spareId,
      leadId: intent?.endsWith("-offer")
        ? a.offerLeadId
        : intent === "release-lead"
          ? a.heldLeadId
          : intent === "mark-lead-spam"
            ? a.spamLeadId
            : intent === "release-held-leads"
              ? a.selectedLeadId
              : intent === "mark-sender-spam"
                ? a.senderSpamLeadId
                : a.leadId,
      counterAmount: "260.000",
      // 'Aceptar oferta' asks first: the second look already given, so only whose offer it is decides.
      confirmed: "yes",
      reason: "La hipoteca no se ha concedido.",
      name: "Nombre Cambiado",
      dni: "12345678Z",
      // A's saved searches: one to delete, the other to change.
      searchId: intent === "delete-search" ? a.spareSearchId : a.searchId,
      frequency: "off",
    },
    // 'Mis solicitudes': what A sent as a buyer, by kind, with valid answers.
    "routes/dashboard/requests": {
      leadId: intent?.includes("offer") ? a.sentOfferLeadId : a.sentViewingLeadId,
      amount: "210.000",
      ...(intent === "record-fall-through" ? FALL_THROUGH_PROBE : {}),
      slot: `${new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10)}T11:00`,
    },
    "routes/public/save-search": {
      name: "Pisos en Valencia",
      query: "?provincia=Valencia",
      frequency: "daily",
    },
    "routes/resources/property-photos": {
      propertyId: a.publishedId,
      url: a.photoUrl,
      order: JSON.stringify([a.photoUrl]),
    },
    "routes/resources/payment-start": { propertyId: a.draftId, product: "marketing" },
    "routes/resources/payment-test-card": { paymentId: a.paymentId, cardNumber: "4242424242424242" },
    "routes/resources/payment-status": { paymentId: a.paymentId },
    "routes/resources/consent": { analytics: "false" },
    // The arras signed online: A's version with a wrong code, as a curious caller would try it.
    "routes/signing/buyer-signing": {
      versionId: a.arrasVersionId,
      documentSha256: a.arrasVersionSha256,
      code: "000000",
      consent: "on",
    },
  };
  // Every route of a process (layout, new property, each step) gets that process's complete form.
  // A page's version in another language ('routes/public/save-search.en') posts what the Spanish one does.
  const spanishId = routeId.replace(/\.(en|de|fr|nl)$/, "");
  const family = routeId.startsWith("routes/sell/")
    ? "routes/sell/sell"
    : routeId.startsWith("routes/agency/")
      ? "routes/agency/process"
      : spanishId;
  const fieldsOf =
    routeId.startsWith("routes/dashboard/") && !fields[routeId] ? fields.dashboard : fields[family];
  for (const [key, value] of Object.entries(fieldsOf ?? {})) form.set(key, value);
  return form;
}

export function postRequest(url: string, form: FormData, cookie?: string): Request {
  return new Request(url, {
    method: "POST",
    body: form,
    headers: {
      origin: TEST_PUBLIC_URL,
      "sec-fetch-site": "same-origin",
      referer: url,
      ...(cookie ? { cookie } : {}),
    },
  });
}

const UUID = new RegExp(UUID_SOURCE, "gi");

export type Observed = { outcome: Outcome; body: string };

/** Calls a loader or action as the router does and names what came back. */
export async function invoke(
  handler: (args: never) => unknown,
  request: Request,
  params: Record<string, string>,
  context: unknown,
): Promise<Observed> {
  let result: unknown;
  try {
    result = await handler({ request, context, params } as never);
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    const location = result.headers.get("Location");
    if (location && result.status >= 300 && result.status < 400)
      return {
        // A listing's id stands as ':id', so the matrix can name a redirect to a listing's page.
        outcome: `redirect ${new URL(location, TEST_PUBLIC_URL).pathname.replace(UUID, ":id")}` as Outcome,
        body: location,
      };
    const body = await result.text();
    return { outcome: statusOutcome(result.status), body };
  }
  if (result instanceof Error) throw result;
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const { data, init } = result as { data: unknown; init?: ResponseInit | null };
    return { outcome: statusOutcome(init?.status ?? 200), body: JSON.stringify(data) ?? "" };
  }
  return { outcome: "ok", body: JSON.stringify(result) ?? "" };
}

function statusOutcome(status: number): Outcome {
  if (status >= 200 && status < 300) return "ok";
  return String(status) as Outcome;
}
