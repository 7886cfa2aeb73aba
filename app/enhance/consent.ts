import { showToast } from "./toast";

/**
 * The cookie banner is a plain form that posts to /consentimiento and comes back to the page. With
 * this script the choice is sent in the background (without `redirectTo` the action answers with
 * data) and the banner goes away without a reload; 'Cerrar' hides it the same way.
 */
export function enhanceConsent() {
  const banner = document.querySelector<HTMLElement>("[data-consent-banner]");
  if (!banner) return;
  const form = banner.querySelector("form");
  form?.addEventListener("submit", async (event) => {
    event.preventDefault();
    // URL-encoded, like the form itself (the server takes no multipart here).
    const body = new URLSearchParams();
    for (const [name, value] of new FormData(form, event.submitter)) {
      if (name !== "redirectTo" && typeof value === "string") body.append(name, value);
    }
    // The banner stays until the choice is stored: hidden at once, a link followed before the
    // answer came back opened a page still without the cookie, which asked again. `keepalive`
    // lets the choice reach the server even when the visitor leaves the page meanwhile.
    const buttons = form.querySelectorAll("button");
    for (const button of buttons) button.disabled = true;
    banner.setAttribute("aria-busy", "true");
    try {
      const response = await fetch(form.action, { method: "POST", body, keepalive: true });
      if (!response.ok) throw new Error(`consent: ${response.status}`);
      banner.hidden = true;
    } catch {
      showToast("No se pudo guardar tu elección", "Vuelve a intentarlo en unos segundos.");
    } finally {
      for (const button of buttons) button.disabled = false;
      banner.removeAttribute("aria-busy");
    }
  });
  banner.querySelector<HTMLAnchorElement>("[data-consent-close]")?.addEventListener("click", (event) => {
    event.preventDefault();
    banner.hidden = true;
    history.replaceState(history.state, "", (event.currentTarget as HTMLAnchorElement).href);
  });
}
