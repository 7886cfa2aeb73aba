import type { Expectation, Outcome, RouteRule } from "./matrix-types";

/**
 * The two processes, a route per step (docs/decisions/0045-process-routes-by-step.md): the
 * address that picks the property, the layout of a property and each of its steps, and a new
 * property's page (`…/nueva/<first step>`, the `@nueva` rows). A stranger, another seller, a tester
 * and staff are refused on each loader and each intent; only A reaches A's property (and A's draft
 * is far from the later steps: 409). A new property's page takes no form naming a property (400).
 */
const all = (outcome: Outcome): Expectation => ({
  anonymous: outcome,
  userA: outcome,
  userB: outcome,
  tester: outcome,
  admin: outcome,
});
/** Only A, the owner, gets `owner`; a signed-in stranger 404 (the same as no property); nobody signed in, the sign-in page. */
const onlyA = (owner: Outcome, anonymous: Outcome = "redirect /auth"): Expectation => ({
  ...all("404"),
  anonymous,
  userA: owner,
});
/** 'Modo de Prueba': a sample for testers; everyone else 403. */
const sample = (created: Outcome): Expectation => ({
  ...all("403"),
  anonymous: "redirect /auth",
  tester: created,
});
/** A tester's paid step without paying: others 403, the tester 404 (A's property is not theirs). */
const testerPay: Expectation = { ...all("403"), anonymous: "redirect /auth", tester: "404" };
/** The caller's own billing domicile (ADR 0041): the probe's body has none, so the form comes back. */
const billing: Expectation = { ...all("400"), anonymous: "redirect /auth" };

const signedIn = (page: Outcome, anonymous: Outcome = "redirect /auth") => ({ ...all(page), anonymous });

export const PROCESS_MATRIX: Record<string, RouteRule> = {
  // Each caller's own choices (the newest sale's step, the ids under way): the browser picks one.
  "routes/sell/sell": { loader: signedIn("ok") },
  "routes/sell/sale@nueva": {
    loader: signedIn("ok"),
    intents: { "create-sample": signedIn("400") },
  },
  "routes/sell/steps/listing@nueva": {
    loader: signedIn("ok"),
    intents: {
      "save-draft": signedIn("400"),
      "save-listing": signedIn("400"),
      // A new listing has nothing to translate yet.
      "save-translations": signedIn("400"),
      "propose-translation": signedIn("400"),
    },
  },
  "routes/sell/sale": {
    loader: onlyA("redirect /vender/:id/anuncio"),
    intents: { "create-sample": sample("redirect /vender/:id/campana") },
  },
  "routes/sell/steps/listing": {
    loader: onlyA("ok"),
    intents: {
      "save-draft": onlyA("redirect /vender/:id/anuncio"),
      "save-listing": onlyA("400"),
      // The probe's empty texts leave A's translations as they are; without DeepL's key, no proposal.
      "save-translations": onlyA("redirect /vender/:id/anuncio"),
      "propose-translation": onlyA("400"),
    },
  },
  "routes/sell/steps/campaign": {
    loader: onlyA("ok"),
    intents: { "save-billing": billing, "tester-pay": testerPay },
  },
  "routes/sell/steps/viewings": {
    loader: onlyA("ok"),
    // 'La venta no sigue adelante' as on step 4: no deal of that id, for anyone.
    intents: { "complete-step": onlyA("409"), "record-fall-through": onlyA("404") },
  },
  "routes/sell/steps/arras": {
    loader: onlyA("ok"),
    // The arras contract: only the owner drafts and signs it (staff read the PDF, never write it).
    intents: {
      "complete-arras": onlyA("409"),
      "save-arras": onlyA("409"),
      "sign-arras": onlyA("409"),
      // Signed online: A's draft has no contract to send, and the version posted is of another of
      // A's properties (409); anyone else the same 404 as no property.
      "send-to-sign": onlyA("409"),
      "request-signing-code": onlyA("409"),
      "sign-contract": onlyA("409"),
      // The deal falls through: A's listing has no deal (404), anyone else the same 404 as no
      // property. With a real deal, only its two parties: app/domain/sale/fall-through.server.test.ts.
      "record-fall-through": onlyA("404"),
    },
  },
  "routes/sell/steps/notary": {
    loader: onlyA("ok"),
    // 'La venta no sigue adelante' as on step 4: no deal of that id, for anyone.
    intents: { "complete-step": onlyA("409"), "record-fall-through": onlyA("404") },
  },
  "routes/sell/steps/closing": {
    loader: onlyA("ok"),
    intents: {
      // Who bought: A's draft is far from step 6 (409); anyone else's answer is refused as unknown.
      "declare-buyer": onlyA("409"),
      "finish-sale": onlyA("409"),
      "save-billing": billing,
      "tester-pay": testerPay,
    },
  },
  "routes/agency/process": {
    loader: {
      anonymous: "redirect /auth",
      userA: "redirect /proceso-agencia/:id/campana",
      userB: "redirect /proceso-agencia/nueva/publicar",
      tester: "redirect /proceso-agencia/nueva/publicar",
      admin: "redirect /proceso-agencia/nueva/publicar",
    },
  },
  "routes/agency/collaboration@nueva": {
    loader: signedIn("ok"),
    intents: { "create-sample": signedIn("400") },
  },
  "routes/agency/steps/listing@nueva": {
    loader: signedIn("ok"),
    intents: { "accept-contract": signedIn("400"), "save-listing": signedIn("400") },
  },
  "routes/agency/collaboration": {
    loader: onlyA("redirect /proceso-agencia/:id/campana"),
    intents: { "create-sample": sample("redirect /proceso-agencia/:id/campana") },
  },
  "routes/agency/steps/listing": {
    loader: onlyA("ok"),
    intents: {
      // Accepting the contract creates a collaboration: never at an existing one's address.
      "accept-contract": signedIn("400"),
      "save-listing": onlyA("redirect /proceso-agencia/:id/publicar"),
    },
  },
  "routes/agency/steps/campaign": { loader: onlyA("ok"), intents: { "tester-pay": testerPay } },
  "routes/agency/steps/agreement": {
    loader: onlyA("ok"),
    // The 48-hour report and its confirmation: only the agency reports on its listing and confirms
    // its own pending report; A's campaign is not live yet.
    intents: { "report-deal": onlyA("409"), "confirm-deal-report": onlyA("409") },
  },
  "routes/agency/steps/final-fee": { loader: onlyA("ok"), intents: { "tester-pay": testerPay } },
};
