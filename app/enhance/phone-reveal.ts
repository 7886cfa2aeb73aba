import {
  callLinkName,
  PHONE_REVEAL_INTENT,
  PHONE_REVEAL_MESSAGES,
  PHONE_REVEAL_SEGMENT,
  type PhoneRevealView,
} from "#app/domain/listings/phone-reveal";
import { unprefixedPath } from "#app/lib/i18n/locales";

/** Where the number goes in the page's words (PHONE_PLACEHOLDER, app/components/listings/phone-reveal.tsx). */
const PHONE_PLACEHOLDER = "{phone}";

const REVEAL_BUTTONS = `button[name="intent"][value="${PHONE_REVEAL_INTENT}"]`;

/**
 * The listing a form posts to ('/propiedad/{id}', a card's or the listing page's own, in any
 * language: '/en/propiedad/{id}'), or null.
 */
function listingOf(form: HTMLFormElement | null): string | null {
  if (!form) return null;
  const match = /^\/propiedad\/([^/]+)$/.exec(unprefixedPath(new URL(form.action, location.href).pathname));
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** The call link as the server draws it: the button's look and icon, then the number. */
function callLink(button: HTMLButtonElement, phone: { display: string; href: string }): HTMLAnchorElement {
  const link = document.createElement("a");
  link.href = phone.href;
  link.className = button.className;
  // The page's words when it is not in Spanish (data-call-label, '{phone}' where the number goes).
  const label = button.dataset.callLabel;
  link.setAttribute(
    "aria-label",
    label ? label.replaceAll(PHONE_PLACEHOLDER, phone.display) : callLinkName(phone.display),
  );
  const icon = button.querySelector("svg");
  if (icon) link.append(icon.cloneNode(true));
  const number = document.createElement("span");
  number.className = "tabular-nums";
  number.textContent = phone.display;
  link.append(number);
  return link;
}

/**
 * Says it on the pressed 'Ver teléfono''s status line (one announcement, not one per copy): the
 * listing page has one, empty and listening; a portal card has none, so a refusal is added under
 * its row as an alert (the focus on the call link reads the number out).
 */
function say(form: HTMLFormElement, text: string, { visible }: { visible: boolean }) {
  let status = form.closest("[data-phone-reveal]")?.querySelector<HTMLElement>("[data-phone-status]") ?? null;
  if (!status && visible) {
    status = document.createElement("p");
    status.dataset.phoneStatus = "";
    status.setAttribute("role", "alert");
    status.className = "text-destructive text-sm";
    form.after(status);
  }
  if (!status) return;
  status.replaceChildren();
  if (visible) {
    status.textContent = text;
    return;
  }
  // The number is on screen in the link; the line only reads it out.
  const spoken = document.createElement("span");
  spoken.className = "sr-only";
  spoken.textContent = text;
  status.append(spoken);
}

async function reveal(form: HTMLFormElement, button: HTMLButtonElement, propertyId: string) {
  button.setAttribute("aria-busy", "true");
  button.disabled = true;
  let answer: PhoneRevealView;
  try {
    // Under the listing's path in the page's language (`/en/propiedad/{id}/telefono`): a refusal
    // comes back in the words of the page it is shown on.
    const listingPath = new URL(form.action, location.href).pathname;
    const response = await fetch(`${listingPath}/${PHONE_REVEAL_SEGMENT}`, {
      method: "POST",
      headers: { Accept: "application/json" },
      credentials: "same-origin",
    });
    answer = (await response.json()) as PhoneRevealView;
  } catch {
    // No answer to put in the page's words: the button carries them (data-phone-failed).
    answer = { ok: false, message: button.dataset.phoneFailed ?? PHONE_REVEAL_MESSAGES.failed };
  }
  button.removeAttribute("aria-busy");
  button.disabled = false;
  if (!answer.ok) {
    say(form, answer.message, { visible: true });
    button.focus();
    return;
  }
  // Every 'Ver teléfono' of this listing on the page (the side panel and the phone's contact bar).
  let pressed: HTMLAnchorElement | null = null;
  for (const other of document.querySelectorAll<HTMLButtonElement>(REVEAL_BUTTONS)) {
    if (listingOf(other.form) !== propertyId) continue;
    const link = callLink(other, answer.phone);
    other.replaceWith(link);
    if (other === button) pressed = link;
  }
  const shown = button.dataset.phoneShown;
  say(
    form,
    shown
      ? shown.replaceAll(PHONE_PLACEHOLDER, answer.phone.display)
      : PHONE_REVEAL_MESSAGES.shown(answer.phone.display),
    { visible: false },
  );
  // The button is gone: the focus goes to what took its place, which reads the number out.
  pressed?.focus();
}

/**
 * 'Ver teléfono' in place: the form's POST sent by the script, the number put
 * in as a `tel:` link with the focus on it and read out; a refusal (past the limit, no number)
 * shown under the button. Other buttons of the same form (a card's heart) post as they do. Without
 * this script the form posts itself and the listing's page comes back with the number.
 */
export function enhancePhoneReveal() {
  document.addEventListener("submit", (event) => {
    const form = event.target;
    const button = event.submitter;
    if (!(form instanceof HTMLFormElement) || !(button instanceof HTMLButtonElement)) return;
    if (!button.matches(REVEAL_BUTTONS)) return;
    const propertyId = listingOf(form);
    if (!propertyId) return;
    event.preventDefault();
    if (button.disabled) return;
    void reveal(form, button, propertyId).catch((error: unknown) => console.error(error));
  });
}
