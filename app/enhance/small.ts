import { clearSignedInLocalData } from "#app/domain/users/local-data";
import { pathTo, ROUTES } from "#app/urls";

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
  const from = new URL(document.referrer);
  if (from.origin === location.origin && from.pathname === ROUTES.portal)
    link.href = pathTo(ROUTES.portal, from.search);
}

/** Signing out from a public page clears this browser's in-progress property. */
export function enhanceSignOut() {
  for (const form of document.querySelectorAll<HTMLFormElement>(`form[action="${ROUTES.signOut}"]`)) {
    form.addEventListener("submit", () => clearSignedInLocalData());
  }
}
