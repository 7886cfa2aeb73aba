import { PROCESS_MATRIX } from "./matrix-processes";

/**
 * What each caller gets from every loader and every action intent. `ok` is a 2xx (the page or the
 * caller's own data: the test also checks that nothing of user A's leaks into it); `redirect /x`
 * a redirect to that path; a number is the refusal's status. A route or intent of the app missing
 * here, or an entry here for a route that no longer exists, fails the test.
 */
export type { Expectation, Outcome, RouteRule } from "./matrix-types";

import type { Expectation, Outcome, RouteRule } from "./matrix-types";

const all = (outcome: Outcome): Expectation => ({
  anonymous: outcome,
  userA: outcome,
  userB: outcome,
  tester: outcome,
  admin: outcome,
});

/** The listing's page and actions, in Spanish or another language: the heart comes back in it. */
const listingRule = (locale?: string): RouteRule => {
  const at = locale ? `${locale}/` : "";
  return {
    loader: all("ok"),
    intents: {
      contact: all("400"),
      "request-viewing": all("400"),
      "make-offer": all("400"),
      favourite: { ...all(`redirect /${at}propiedad/:id`), anonymous: `redirect /${at}auth` },
      unfavourite: { ...all(`redirect /${at}propiedad/:id`), anonymous: `redirect /${at}auth` },
      // 'Ver teléfono': the probe's requests name no browser, and a caller that is no browser gets
      // no number (a person's answers, 404s and limits: tests/integration/portal/phone-reveal.test.ts).
      "ver-telefono": all("403"),
    },
    succeeds: {
      favourite: ["userA", "userB", "tester", "admin"],
      unfavourite: ["userA", "userB", "tester", "admin"],
    },
  };
};

/** 'Guardar búsqueda', in Spanish or another language: a visitor signs in in that language. */
const saveSearchRule = (locale?: string): RouteRule => {
  const signIn: Outcome = locale ? `redirect /${locale}/auth` : "redirect /auth";
  return {
    loader: { ...all("ok"), anonymous: signIn },
    action: { ...all("redirect /dashboard/busquedas"), anonymous: signIn },
    succeeds: { action: ["userA", "userB", "tester", "admin"] },
  };
};

const AUTH_RULE: RouteRule = {
  loader: {
    anonymous: "ok",
    userA: "redirect /dashboard",
    userB: "redirect /dashboard",
    tester: "redirect /dashboard",
    admin: "redirect /dashboard",
  },
  intents: { "sign-in": all("400"), "sign-up": all("400") },
};

// Anyone may ask for, or use, a reset link; an empty form is refused with field errors.
const RESET_REQUEST_RULE: RouteRule = { loader: all("ok"), action: all("400") };
const RESET_RULE: RouteRule = { loader: all("ok"), action: all("400") };
// Anyone may confirm an address or ask for (and use) a sign-in link; the probe's empty form is refused.
const VERIFY_RULE: RouteRule = { loader: all("ok"), intents: { resend: all("400"), verify: all("400") } };
const SIGN_IN_LINK_RULE: RouteRule = {
  loader: all("ok"),
  intents: { request: all("400"), "sign-in": all("400") },
};

export const MATRIX: Record<string, RouteRule> = {
  // Public pages, the blog, the guides: the same for everyone.
  root: { loader: all("ok") },
  "routes/public/home": { loader: all("ok") },
  "routes/public/how-we-sell": { loader: all("ok") },
  "routes/public/for-agencies": { loader: all("ok") },
  "seller-guide-piso": { loader: all("ok") },
  "seller-guide-casa": { loader: all("ok") },
  "seller-guide-chalet": { loader: all("ok") },
  "seller-guide-local": { loader: all("ok") },
  "seller-guide-oficina": { loader: all("ok") },
  "seller-guide-garaje": { loader: all("ok") },
  "seller-guide-terreno": { loader: all("ok") },
  "seller-guide-nave": { loader: all("ok") },
  "routes/public/terms": { loader: all("ok") },
  "routes/public/agency-terms": { loader: all("ok") },
  "routes/public/privacy": { loader: all("ok") },
  "routes/public/privacy.en": { loader: all("ok") },
  "routes/public/privacy.de": { loader: all("ok") },
  "routes/public/privacy.fr": { loader: all("ok") },
  "routes/public/privacy.nl": { loader: all("ok") },
  // The confirmation after 'Eliminar mi cuenta': the same static page for everyone.
  "routes/public/account-deleted": { loader: all("ok") },
  "routes/public/sale-calculator": { loader: all("ok") },
  // The contract check is public; the probe's empty form gets "Escribe el código… o sube el PDF" (400).
  "routes/public/contract-check": { loader: all("ok"), action: all("400") },
  "routes/public/portal": { loader: all("ok") },
  // The portal in the buyers' other languages: the same public page.
  "routes/public/portal.en": { loader: all("ok") },
  "routes/public/portal.de": { loader: all("ok") },
  "routes/public/portal.fr": { loader: all("ok") },
  "routes/public/portal.nl": { loader: all("ok") },
  // "Buying a home in Spain", the same public page in each language at its own slug.
  "routes/public/buying-guide": { loader: all("ok") },
  "routes/public/buying-guide.en": { loader: all("ok") },
  "routes/public/buying-guide.de": { loader: all("ok") },
  "routes/public/buying-guide.fr": { loader: all("ok") },
  "routes/public/buying-guide.nl": { loader: all("ok") },
  // The buyer's side of A's arras signed online: only the tester's account, whose verified e-mail
  // the version names; the seller, a stranger and staff the same 404 as no contract. The buyer asks
  // a code (a success) and signs with a wrong one (400, its try counted: a change).
  "routes/signing/buyer-signing": {
    loader: { ...all("404"), anonymous: "redirect /auth", tester: "ok" },
    intents: {
      "request-signing-code": { ...all("404"), anonymous: "redirect /auth", tester: "ok" },
      "sign-contract": { ...all("404"), anonymous: "redirect /auth", tester: "400" },
      // The buyer's own part: the probe's form has none of its fields (400, nothing changes).
      "save-buyer-part": { ...all("404"), anonymous: "redirect /auth", tester: "400" },
    },
    succeeds: { "request-signing-code": ["tester"], "sign-contract": ["tester"] },
  },
  // The closing room of A's deal with the tester as buyer: A (seller), the tester (buyer) and staff
  // read it; B the same 404 as no deal. Each intent is one party's: the other gets 403, staff only
  // read (403); the right party's empty form is a 400 that changes nothing.
  "routes/closing/room": {
    loader: { ...all("404"), anonymous: "redirect /auth", userA: "ok", tester: "ok", admin: "ok" },
  },
  "routes/closing/timeline": {
    loader: { ...all("404"), anonymous: "redirect /auth", userA: "ok", tester: "ok", admin: "ok" },
    intents: {
      "mark-deposit": {
        ...all("404"),
        anonymous: "redirect /auth",
        userA: "400",
        tester: "403",
        admin: "403",
      },
      "record-mortgage": {
        ...all("404"),
        anonymous: "redirect /auth",
        userA: "403",
        tester: "400",
        admin: "403",
      },
      "choose-notary": {
        ...all("404"),
        anonymous: "redirect /auth",
        userA: "403",
        tester: "400",
        admin: "403",
      },
      "change-appointment": {
        ...all("404"),
        anonymous: "redirect /auth",
        userA: "400",
        tester: "400",
        admin: "403",
      },
      "confirm-deed": {
        ...all("404"),
        anonymous: "redirect /auth",
        userA: "403",
        tester: "400",
        admin: "403",
      },
      "hand-keys": { ...all("404"), anonymous: "redirect /auth", userA: "400", tester: "403", admin: "403" },
    },
  },
  // The documents tab: the parties and staff read it; B the same 404 as no deal. The probe's empty
  // forms (no file, no item) are a 400 that stores nothing; who may upload or mark each item is
  // checked by app/domain/closing/documents.server.test.ts.
  "routes/closing/documents": {
    loader: { ...all("404"), anonymous: "redirect /auth", userA: "ok", tester: "ok", admin: "ok" },
    intents: {
      "upload-document": {
        ...all("404"),
        anonymous: "redirect /auth",
        userA: "400",
        tester: "400",
        admin: "400",
      },
      "mark-received": {
        ...all("404"),
        anonymous: "redirect /auth",
        userA: "400",
        tester: "400",
        admin: "400",
      },
      // Either party hands the notary a new link; staff never do. Revoking names a link: the
      // probe's form names none (400); who may revoke is checked in notary-links.server.test.ts.
      "create-notary-link": {
        ...all("404"),
        anonymous: "redirect /auth",
        userA: "redirect /cierre/:id/documentos",
        tester: "redirect /cierre/:id/documentos",
        admin: "403",
      },
      "revoke-notary-link": {
        ...all("404"),
        anonymous: "redirect /auth",
        userA: "400",
        tester: "400",
        admin: "400",
      },
    },
    succeeds: { "create-notary-link": ["userA", "tester"] },
  },
  // One document of the closing: A's nota simple, for A, the tester (the buyer) and staff only.
  "routes/closing/document-file": {
    loader: { ...all("404"), anonymous: "redirect /auth", userA: "ok", tester: "ok", admin: "ok" },
  },
  // The notary file by its link: whoever holds the link, account or not, opens it (the page and
  // the PDF); a forged, expired or revoked one is refused (notary-links.server.test.ts).
  "routes/public/notary-file": { loader: all("ok") },
  "routes/public/notary-file-pdf": { loader: all("ok") },
  // The deal's signed arras: the same readers as the room.
  "routes/closing/arras-pdf": {
    loader: { ...all("404"), anonymous: "redirect /auth", userA: "ok", tester: "ok", admin: "ok" },
  },
  "routes/closing/date-ics": {
    loader: { ...all("404"), anonymous: "redirect /auth", userA: "ok", tester: "ok", admin: "ok" },
  },
  // 'Guardar búsqueda': visitors sign in first (in the page's language); each signed-in caller
  // saves their own search.
  "routes/public/save-search": saveSearchRule(),
  "routes/public/save-search.en": saveSearchRule("en"),
  "routes/public/save-search.de": saveSearchRule("de"),
  "routes/public/save-search.fr": saveSearchRule("fr"),
  "routes/public/save-search.nl": saveSearchRule("nl"),
  // The alerts' unsubscribe link is its own credential (a signed token), whoever is signed in: the
  // probe has none, so the page and the POST are 404 for everyone (forged tokens: alerts.test.ts;
  // revoked ones, 404 too: alert-unsubscribe.server.test.ts).
  "routes/public/alert-unsubscribe": { loader: all("404"), action: all("404") },
  // The listing's mortgage form without JavaScript: without its parameters, back to the listing.
  "routes/public/property-mortgage": { loader: all("redirect /propiedad/:id") },
  "routes/public/property-mortgage.en": { loader: all("redirect /en/propiedad/:id") },
  "routes/public/property-mortgage.de": { loader: all("redirect /de/propiedad/:id") },
  "routes/public/property-mortgage.fr": { loader: all("redirect /fr/propiedad/:id") },
  "routes/public/property-mortgage.nl": { loader: all("redirect /nl/propiedad/:id") },
  // 'Contactar con el vendedor' is open to everyone; the probe's empty form gets the field errors.
  // The heart: a visitor is sent to /auth (the listing waits in a cookie, nothing is
  // saved); each signed-in caller saves and removes only their own favourite.
  "routes/public/property": listingRule(),
  // The listing in the buyers' other languages: the same page, the same actions.
  "routes/public/property.en": listingRule("en"),
  "routes/public/property.de": listingRule("de"),
  "routes/public/property.fr": listingRule("fr"),
  "routes/public/property.nl": listingRule("nl"),
  // The buyer's link is its own credential, the same whoever is signed in. The probe's link is to
  // A's message, which has no buyer page: the page and every answer are 404 for everyone. Each
  // kind's own buyer flow (and forged links) are tested in viewing.server.test.ts and
  // property-offer.server.test.ts; links past their end (410) in buyer-link-expiry.server.test.ts.
  "routes/public/buyer-request": {
    loader: all("404"),
    intents: {
      "cancel-viewing": all("404"),
      "accept-viewing-time": all("404"),
      "rate-viewing": all("404"),
      "confirm-offer": all("404"),
      "accept-counteroffer": all("404"),
      "withdraw-offer": all("404"),
      "counter-counteroffer": all("404"),
    },
  },
  "routes/blog/index": { loader: all("ok") },
  "routes/blog/category": { loader: all("ok") },
  "routes/blog/article": { loader: all("ok") },
  // Accounts: a signed-in user is sent to the panel; empty forms are refused with field errors.
  "routes/auth/auth": AUTH_RULE,
  // The same page in the other languages (its address says which): the same answers.
  "routes/auth/auth.en": AUTH_RULE,
  "routes/auth/auth.de": AUTH_RULE,
  "routes/auth/auth.fr": AUTH_RULE,
  "routes/auth/auth.nl": AUTH_RULE,
  "routes/auth/verify-email": VERIFY_RULE,
  "routes/auth/request-password-reset": RESET_REQUEST_RULE,
  "routes/auth/reset-password": RESET_RULE,
  // The way back in after a forgotten password, in the other languages: the same answers.
  "routes/auth/request-password-reset.en": RESET_REQUEST_RULE,
  "routes/auth/request-password-reset.de": RESET_REQUEST_RULE,
  "routes/auth/request-password-reset.fr": RESET_REQUEST_RULE,
  "routes/auth/request-password-reset.nl": RESET_REQUEST_RULE,
  "routes/auth/reset-password.en": RESET_RULE,
  "routes/auth/reset-password.de": RESET_RULE,
  "routes/auth/reset-password.fr": RESET_RULE,
  "routes/auth/reset-password.nl": RESET_RULE,
  "routes/auth/sign-in-link": SIGN_IN_LINK_RULE,
  // The e-mail's verification and the one-time sign-in link, in the other languages: the same answers.
  "routes/auth/verify-email.en": VERIFY_RULE,
  "routes/auth/verify-email.de": VERIFY_RULE,
  "routes/auth/verify-email.fr": VERIFY_RULE,
  "routes/auth/verify-email.nl": VERIFY_RULE,
  "routes/auth/sign-in-link.en": SIGN_IN_LINK_RULE,
  "routes/auth/sign-in-link.de": SIGN_IN_LINK_RULE,
  "routes/auth/sign-in-link.fr": SIGN_IN_LINK_RULE,
  "routes/auth/sign-in-link.nl": SIGN_IN_LINK_RULE,
  "routes/auth/sign-out": { loader: all("redirect /"), action: all("redirect /") },
  // Private areas: visitors sign in first; a page asked for A's object by id shows the caller's own data
  // (the leak check proves it). Every intent on A's objects by someone else: 404 (no hint that it exists);
  // tester-only shortcuts: 403 with the tester message. A's own 400/409: the
  // step order or the 15-photo rule, past authorization. accept-contract creates, so a propertyId is a 400.
  // 'Mi Panel de Control': the layout and one route per tab, each with its own forms. A success goes
  // back to the tab the form is on.
  "routes/dashboard/dashboard": {
    loader: { anonymous: "redirect /auth", userA: "ok", userB: "ok", tester: "ok", admin: "ok" },
    // The tester's panel above the tabs: the sample is for testers.
    intents: {
      "create-sample": { ...all("403"), anonymous: "redirect /auth", tester: "redirect /dashboard" },
    },
    succeeds: { "create-sample": ["tester"] },
  },
  "routes/dashboard/properties": {
    loader: { anonymous: "redirect /auth", userA: "ok", userB: "ok", tester: "ok", admin: "ok" },
    // Only A deletes A's listing (others: 404).
    intents: {
      "delete-property": { ...all("404"), anonymous: "redirect /auth", userA: "redirect /dashboard" },
    },
    succeeds: { "delete-property": ["userA"] },
  },
  "routes/dashboard/profile": {
    loader: { anonymous: "redirect /auth", userA: "ok", userB: "ok", tester: "ok", admin: "ok" },
    // Each signed-in caller edits their own profile; only A edits A's agency data (others: 400);
    // the account is never deleted without the e-mail typed.
    intents: {
      "update-profile": { ...all("redirect /dashboard/datos"), anonymous: "redirect /auth" },
      "update-agency-details": { ...all("400"), anonymous: "redirect /auth", userA: "ok" },
      "delete-account": { ...all("400"), anonymous: "redirect /auth" },
      // The caller's own billing domicile (ADR 0041): the probe's body has none, so the form comes back.
      "save-billing": { ...all("400"), anonymous: "redirect /auth" },
      // The caller's own account language: the probe's body names none, so the form comes back.
      "set-locale": { ...all("400"), anonymous: "redirect /auth" },
    },
    succeeds: { "update-profile": ["userA", "userB", "tester", "admin"] },
  },
  "routes/dashboard/documents": {
    loader: { anonymous: "redirect /auth", userA: "ok", userB: "ok", tester: "ok", admin: "ok" },
  },
  "routes/dashboard/payments": {
    loader: { anonymous: "redirect /auth", userA: "ok", userB: "ok", tester: "ok", admin: "ok" },
  },
  "routes/dashboard/buyers": {
    loader: { anonymous: "redirect /auth", userA: "ok", userB: "ok", tester: "ok", admin: "ok" },
    intents: {
      // A's leads: A opens and discards them; staff may open (see) them, never discard; others 404.
      "discard-lead": {
        ...all("404"),
        anonymous: "redirect /auth",
        userA: "redirect /dashboard/compradores",
      },
      // A's contacts held for review: only A approves them or marks them as spam (staff
      // read leads, never review them for a seller); everyone else the same 404 as no contact.
      "release-lead": {
        ...all("404"),
        anonymous: "redirect /auth",
        userA: "redirect /dashboard/compradores",
      },
      "mark-lead-spam": {
        ...all("404"),
        anonymous: "redirect /auth",
        userA: "redirect /dashboard/compradores",
      },
      // The same by sender and in bulk: ids from the browser change only A's held contacts.
      "release-held-leads": {
        ...all("404"),
        anonymous: "redirect /auth",
        userA: "redirect /dashboard/compradores",
      },
      "mark-sender-spam": {
        ...all("404"),
        anonymous: "redirect /auth",
        userA: "redirect /dashboard/compradores",
      },
      // A's offer: only A answers it (staff read, never answer). A accepts first (intents run in
      // name order), so A's counteroffer and rejection then find it already accepted.
      "accept-offer": {
        ...all("404"),
        anonymous: "redirect /auth",
        userA: "redirect /dashboard/compradores",
      },
      "counter-offer": { ...all("404"), anonymous: "redirect /auth", userA: "409" },
      "reject-offer": { ...all("404"), anonymous: "redirect /auth", userA: "409" },
      "open-lead": {
        ...all("404"),
        anonymous: "redirect /auth",
        userA: "redirect /dashboard/compradores",
        admin: "redirect /dashboard/compradores",
      },
      // Viewing answers are the owner's alone (staff read only); the world's lead is a message, so
      // they are refused for everyone; a probe without a time is refused before that (400).
      "confirm-viewing": { ...all("400"), anonymous: "redirect /auth" },
      "propose-viewing-time": { ...all("400"), anonymous: "redirect /auth" },
      "reject-viewing": { ...all("404"), anonymous: "redirect /auth" },
      "cancel-viewing": { ...all("404"), anonymous: "redirect /auth" },
    },
    succeeds: {
      "discard-lead": ["userA"],
      "release-lead": ["userA"],
      "mark-lead-spam": ["userA"],
      "release-held-leads": ["userA"],
      "mark-sender-spam": ["userA"],
      "open-lead": ["userA"],
      "accept-offer": ["userA"],
    },
  },
  "routes/dashboard/favourites": {
    loader: { anonymous: "redirect /auth", userA: "ok", userB: "ok", tester: "ok", admin: "ok" },
    // A's favourite: only A's own row goes (the others' 'Quitar' finds none of theirs, changes nothing).
    intents: { "remove-favourite": { ...all("redirect /dashboard/favoritos"), anonymous: "redirect /auth" } },
    succeeds: { "remove-favourite": ["userA"] },
  },
  "routes/dashboard/searches": {
    loader: { anonymous: "redirect /auth", userA: "ok", userB: "ok", tester: "ok", admin: "ok" },
    // Saved searches: only A deletes or changes A's (others: 404, no hint it exists);
    // everyone signed in sets their own price-drop alerts.
    intents: {
      "delete-search": { ...all("404"), anonymous: "redirect /auth", userA: "redirect /dashboard/busquedas" },
      "set-search-alert": {
        ...all("404"),
        anonymous: "redirect /auth",
        userA: "redirect /dashboard/busquedas",
      },
      "set-price-drop-alert": { ...all("redirect /dashboard/busquedas"), anonymous: "redirect /auth" },
    },
    succeeds: {
      "delete-search": ["userA"],
      "set-search-alert": ["userA"],
      "set-price-drop-alert": ["userA", "userB", "tester", "admin"],
    },
  },
  "routes/dashboard/requests": {
    loader: { anonymous: "redirect /auth", userA: "ok", userB: "ok", tester: "ok", admin: "ok" },
    // What A sent as a buyer: only A answers it — staff included, everyone else gets the
    // same 404 as no request. Intents run in name order, A last: A accepts the counteroffer and the
    // seller's time first, cancels the viewing, and then the counter, the new time and the withdrawal
    // find them already moved (409).
    intents: {
      "accept-counteroffer": {
        ...all("404"),
        anonymous: "redirect /auth",
        userA: "redirect /dashboard/solicitudes",
      },
      "accept-seller-time": {
        ...all("404"),
        anonymous: "redirect /auth",
        userA: "redirect /dashboard/solicitudes",
      },
      "cancel-my-viewing": {
        ...all("404"),
        anonymous: "redirect /auth",
        userA: "redirect /dashboard/solicitudes",
      },
      "counter-counteroffer": { ...all("404"), anonymous: "redirect /auth", userA: "409" },
      "propose-other-time": { ...all("404"), anonymous: "redirect /auth", userA: "409" },
      "withdraw-offer": { ...all("404"), anonymous: "redirect /auth", userA: "409" },
      // A deal that is nobody's: the same 404 for all. With a real deal, only its two parties
      // record that it fell through: app/domain/sale/fall-through.server.test.ts.
      "record-fall-through": { ...all("404"), anonymous: "redirect /auth" },
    },
    succeeds: {
      "accept-counteroffer": ["userA"],
      "accept-seller-time": ["userA"],
      "cancel-my-viewing": ["userA"],
    },
  },
  // The sale and the agency process, a route per step.
  ...PROCESS_MATRIX,
  // Staff: pages redirect non-admins to the panel; actions answer 403 (scripts learn they were refused).
  "routes/auth/second-factor": {
    loader: { ...all("redirect /dashboard"), anonymous: "redirect /auth" },
    intents: {
      recovery: { ...all("redirect /dashboard"), anonymous: "401" },
      totp: { ...all("redirect /dashboard"), anonymous: "401" },
    },
  },
  "routes/auth/second-factor-setup": {
    loader: { ...all("ok"), anonymous: "redirect /auth" },
    intents: {
      confirm: { ...all("401"), anonymous: "redirect /auth" },
      start: { ...all("401"), anonymous: "redirect /auth" },
      "turn-off": { ...all("401"), admin: "403", anonymous: "redirect /auth" },
    },
  },
  "routes/admin/admin": {
    loader: {
      anonymous: "redirect /auth",
      userA: "redirect /dashboard",
      userB: "redirect /dashboard",
      tester: "redirect /dashboard",
      admin: "ok",
    },
    intents: {
      "change-role": { anonymous: "redirect /auth", userA: "403", userB: "403", tester: "403", admin: "ok" },
      republish: { anonymous: "redirect /auth", userA: "403", userB: "403", tester: "403", admin: "409" },
      "resend-verification": {
        anonymous: "redirect /auth",
        userA: "403",
        userB: "403",
        tester: "403",
        admin: "409",
      },
      unpublish: { anonymous: "redirect /auth", userA: "403", userB: "403", tester: "403", admin: "ok" },
    },
  },
  "routes/admin/tools": {
    loader: {
      anonymous: "redirect /auth",
      userA: "redirect /dashboard",
      userB: "redirect /dashboard",
      tester: "redirect /dashboard",
      admin: "ok",
    },
    intents: {
      "create-user": { anonymous: "redirect /auth", userA: "403", userB: "403", tester: "403", admin: "400" },
      "send-test-email": {
        anonymous: "redirect /auth",
        userA: "403",
        userB: "403",
        tester: "403",
        admin: "ok",
      },
      // The probe names a job that is not failed: the admin is told so (404), the others never reach it.
      "retry-job": { anonymous: "redirect /auth", userA: "403", userB: "403", tester: "403", admin: "404" },
    },
  },
  // The invoice series (docs/decisions/0020-invoices.md): staff only. Its one form checks the
  // Veri*factu chains (docs/decisions/0038-verifactu-records.md): staff only, it registers the check.
  "routes/admin/invoices": {
    loader: {
      anonymous: "redirect /auth",
      userA: "redirect /dashboard",
      userB: "redirect /dashboard",
      tester: "redirect /dashboard",
      admin: "ok",
    },
    intents: {
      "verify-chain": { anonymous: "redirect /auth", userA: "403", userB: "403", tester: "403", admin: "ok" },
    },
  },
  // The records' XML for an inspection is for staff only (a POST: each export is
  // registered as an event); the admin's probe downloads A's invoice's records.
  "routes/admin/invoice-records-export": {
    action: { anonymous: "redirect /auth", userA: "403", userB: "403", tester: "403", admin: "ok" },
  },
  // Cancelling an invoice (its registro de anulación) is for staff only; A's invoice was charged, so
  // the admin's probe is refused too (409, docs/decisions/0044-void-or-rectify.md) and nothing is appended.
  "routes/admin/invoice-cancel": {
    loader: {
      anonymous: "redirect /auth",
      userA: "redirect /dashboard",
      userB: "redirect /dashboard",
      tester: "redirect /dashboard",
      admin: "ok",
    },
    action: {
      anonymous: "redirect /auth",
      userA: "403",
      userB: "403",
      tester: "403",
      admin: "409",
    },
  },
  // Rectifying A's invoice is for staff only; the probe's empty form is refused (400) and
  // nothing is refunded nor issued.
  "routes/admin/invoice-rectify": {
    loader: {
      anonymous: "redirect /auth",
      userA: "redirect /dashboard",
      userB: "redirect /dashboard",
      tester: "redirect /dashboard",
      admin: "ok",
    },
    action: { anonymous: "redirect /auth", userA: "403", userB: "403", tester: "403", admin: "400" },
  },
  // Staff decide a success-fee review; A's listing has none open, so the admin gets 409.
  "routes/admin/fee-reviews": {
    loader: {
      anonymous: "redirect /auth",
      userA: "redirect /dashboard",
      userB: "redirect /dashboard",
      tester: "redirect /dashboard",
      admin: "ok",
    },
    intents: {
      charge: { anonymous: "redirect /auth", userA: "403", userB: "403", tester: "403", admin: "409" },
      waive: { anonymous: "redirect /auth", userA: "403", userB: "403", tester: "403", admin: "409" },
    },
  },
  // A's published listing has no paid campaign: the admin's channel change and kit find
  // none (404); a new feed token is created (ok); the probe's token id is no live token (404).
  "routes/admin/campaigns": {
    loader: {
      anonymous: "redirect /auth",
      userA: "redirect /dashboard",
      userB: "redirect /dashboard",
      tester: "redirect /dashboard",
      admin: "ok",
    },
    intents: {
      "set-channel": { anonymous: "redirect /auth", userA: "403", userB: "403", tester: "403", admin: "404" },
      "create-feed-token": {
        anonymous: "redirect /auth",
        userA: "403",
        userB: "403",
        tester: "403",
        admin: "ok",
      },
      "revoke-feed-token": {
        anonymous: "redirect /auth",
        userA: "403",
        userB: "403",
        tester: "403",
        admin: "404",
      },
      "takedown-done": {
        anonymous: "redirect /auth",
        userA: "403",
        userB: "403",
        tester: "403",
        admin: "404",
      },
    },
  },
  "routes/admin/ad-kit": {
    loader: {
      anonymous: "redirect /auth",
      userA: "redirect /dashboard",
      userB: "redirect /dashboard",
      tester: "redirect /dashboard",
      admin: "404",
    },
  },
  "routes/admin/agency-final-fee": {
    loader: {
      anonymous: "redirect /auth",
      userA: "redirect /dashboard",
      userB: "redirect /dashboard",
      tester: "redirect /dashboard",
      admin: "ok",
    },
  },
  // Resources: better-auth's own endpoints closed; APIs 401 for visitors and 404 for others' objects.
  "routes/resources/auth-api": { loader: all("404"), action: all("404") },
  "routes/resources/healthz": { loader: all("ok") },
  // A's signed contract: A and the staff; anyone else the same 404 as a contract that does not exist.
  "routes/resources/contract-pdf": {
    loader: { ...all("404"), userA: "ok", admin: "ok" },
  },
  // The deed A's agency attached to its report of a signing: A and the staff; anyone else the same 404.
  "routes/resources/agency-deal-document": {
    loader: { ...all("404"), userA: "ok", admin: "ok" },
  },
  // A's arras contract PDF (draft or signed): A and the staff; anyone else the same 404 as no contract.
  "routes/resources/arras-pdf": {
    loader: { ...all("404"), userA: "ok", admin: "ok" },
  },
  // A version of A's arras contract put to signature, the tester its buyer: its PDF is for its two parties
  // only, never staff (they hold no party's place); the sealed copy does not exist until both sign.
  "routes/resources/contract-version-pdf": {
    loader: { ...all("404"), userA: "ok", tester: "ok" },
  },
  "routes/resources/sealed-contract-pdf": { loader: all("404") },
  // A's invoice ('Descargar factura'): A and the staff; anyone else the same 404 as an unknown invoice.
  "routes/resources/invoice-pdf": {
    loader: { ...all("404"), userA: "ok", admin: "ok" },
  },
  // Each signed-in caller downloads their own data (the leak check proves none of A's is in it).
  "routes/resources/data-export": { loader: { ...all("ok"), anonymous: "redirect /auth" } },
  "routes/resources/files": { loader: all("ok") },
  // What a listing page reports for its funnel (a phone click, a view): anyone, no answer to read.
  "routes/resources/listing-phone-click": { action: all("ok") },
  "routes/resources/listing-view": { action: all("ok") },
  // 'Ver teléfono' with JavaScript: as the page's intent above, no number for a caller that is no browser.
  "routes/resources/listing-phone-reveal": { loader: all("405"), action: all("403") },
  // The same request from a listing in another language (its refusals in that language).
  "routes/resources/listing-phone-reveal.en": { loader: all("405"), action: all("403") },
  "routes/resources/listing-phone-reveal.de": { loader: all("405"), action: all("403") },
  "routes/resources/listing-phone-reveal.fr": { loader: all("405"), action: all("403") },
  "routes/resources/listing-phone-reveal.nl": { loader: all("405"), action: all("403") },
  "routes/resources/consent": { loader: all("redirect /"), action: all("ok") },
  "routes/resources/property-photos": {
    intents: {
      add: { anonymous: "401", userA: "ok", userB: "404", tester: "404", admin: "404" },
      remove: { anonymous: "401", userA: "ok", userB: "404", tester: "404", admin: "404" },
      reorder: { anonymous: "401", userA: "400", userB: "404", tester: "404", admin: "404" },
    },
  },
  "routes/resources/payment-start": {
    action: { anonymous: "401", userA: "409", userB: "404", tester: "404", admin: "404" },
  },
  "routes/resources/payment-test-card": {
    action: { anonymous: "401", userA: "400", userB: "404", tester: "404", admin: "404" },
  },
  "routes/resources/payment-status": {
    action: { anonymous: "401", userA: "ok", userB: "404", tester: "404", admin: "404" },
  },
  "routes/resources/stripe-webhook": { action: all("404") },
  "routes/resources/sitemap": { loader: all("ok") },
  // The portal feed opens only to a live partner token (the probe has none); the token itself is
  // tested in domain/campaign/feed.server.test.ts.
  "routes/resources/kyero-feed": { loader: all("404") },
  // A listing photo as JPEG for the portals: as public as the photo itself (A's, asked by its key
  // before the probe of /fotos removes it, as for /files above).
  "routes/resources/feed-photo": { loader: all("ok") },
  "routes/resources/robots": { loader: all("ok") },
  "routes/not-found": { loader: all("404"), action: all("404") },
};
