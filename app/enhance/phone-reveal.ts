import {
  callLinkName,
  listingPhoneRevealPath,
  PHONE_REVEAL_MESSAGES,
  type PhoneRevealView,
} from "#app/domain/listings/phone-reveal";

/** The call link in a form's place, as the server draws it: the form's icon, then the number. */
function callLink(form: HTMLFormElement, phone: { display: string; href: string }): HTMLAnchorElement {
  const link = document.createElement("a");
  link.href = phone.href;
  link.className = form.dataset.linkClass ?? "";
  link.setAttribute("aria-label", callLinkName(phone.display));
  const icon = form.querySelector("svg");
  if (icon) link.append(icon.cloneNode(true));
  const number = document.createElement("span");
  number.className = "tabular-nums";
  number.textContent = phone.display;
  link.append(number);
  return link;
}

/** Says it in the status line of the 'Ver teléfono' that was pressed (one announcement, not one per copy). */
function say(status: HTMLElement | null, text: string, { visible }: { visible: boolean }) {
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

async function reveal(form: HTMLFormElement, button: HTMLButtonElement | null) {
  const propertyId = form.dataset.phoneRevealForm ?? "";
  // Found now: once the form is replaced it is out of the page.
  const status =
    form.closest("[data-phone-reveal]")?.querySelector<HTMLElement>("[data-phone-status]") ?? null;
  button?.setAttribute("aria-busy", "true");
  if (button) button.disabled = true;
  let answer: PhoneRevealView;
  try {
    const response = await fetch(listingPhoneRevealPath(propertyId), {
      method: "POST",
      headers: { Accept: "application/json" },
      credentials: "same-origin",
    });
    answer = (await response.json()) as PhoneRevealView;
  } catch {
    answer = { ok: false, message: PHONE_REVEAL_MESSAGES.failed };
  }
  button?.removeAttribute("aria-busy");
  if (button) button.disabled = false;
  if (!answer.ok) {
    say(status, answer.message, { visible: true });
    button?.focus();
    return;
  }
  // Every 'Ver teléfono' of this listing on the page (the side panel and the phone's contact bar).
  let pressed: HTMLAnchorElement | null = null;
  for (const other of document.querySelectorAll<HTMLFormElement>("form[data-phone-reveal-form]")) {
    if (other.dataset.phoneRevealForm !== propertyId) continue;
    const link = callLink(other, answer.phone);
    other.replaceWith(link);
    if (other === form) pressed = link;
  }
  say(status, PHONE_REVEAL_MESSAGES.shown(answer.phone.display), { visible: false });
  // The button is gone: the focus goes to what took its place, which reads the number out.
  pressed?.focus();
}

/**
 * 'Ver teléfono' in place (issue #38 point 6): the form's POST sent by the script, the number put
 * in as a `tel:` link with the focus on it and read out by the status line; a refusal (past the
 * limit, no number) shown under the button. Without this script the form posts itself and the
 * listing's page comes back with the number.
 */
export function enhancePhoneReveal() {
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.dataset.phoneRevealForm === undefined) return;
    event.preventDefault();
    const button =
      event.submitter instanceof HTMLButtonElement ? event.submitter : form.querySelector("button");
    if (button?.disabled) return;
    void reveal(form, button).catch((error: unknown) => console.error(error));
  });
}
