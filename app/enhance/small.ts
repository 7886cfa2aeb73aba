import { clearSignedInLocalData } from "#app/domain/users/local-data";

/** The portal's filters leave out empty fields, so the first request is already the page's one URL. */
export function enhanceDropEmptyFields() {
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-drop-empty]")) {
    form.addEventListener("submit", () => {
      for (const field of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
        "input[name], select[name]",
      )) {
        if (!field.value.trim()) field.disabled = true;
      }
      // Back from the results (bfcache), the fields must be usable again.
      addEventListener(
        "pageshow",
        () => {
          for (const field of form.querySelectorAll<HTMLInputElement>("[disabled]")) field.disabled = false;
        },
        { once: true },
      );
    });
  }
}

/** Arriving from the portal's results, 'Volver al Portal' returns to the same filtered page. */
export function enhanceBackToPortal() {
  const link = document.querySelector<HTMLAnchorElement>("a[data-back-to-portal]");
  if (!link || !document.referrer) return;
  // The link's own address is the portal's (app/urls.ts stays out of this script: ADR 0047).
  const portal = new URL(link.href);
  const from = new URL(document.referrer);
  if (from.origin === portal.origin && from.pathname === portal.pathname)
    link.href = `${portal.pathname}${from.search}`;
}

/** Signing out from a public page (the header's form, `data-sign-out`) clears this browser's in-progress property. */
export function enhanceSignOut() {
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-sign-out]")) {
    form.addEventListener("submit", () => clearSignedInLocalData());
  }
}
