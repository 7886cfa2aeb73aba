/** Toasts close by themselves after 5000 ms. */
const TOAST_DURATION_MS = 5000;
const REGION_ID = "toasts";

const CLOSE_ICON =
  '<svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="size-4"><path d="M18 6 6 18M6 6l12 12"/></svg>';

/** The five seconds count from when the page has finished loading, so a slow page shows it too. */
function closeLater(toast: HTMLDialogElement) {
  const start = () => setTimeout(() => toast.close(), TOAST_DURATION_MS);
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}

/** A toast like the server's (ServerToast): one at a time, closed after five seconds. */
export function showToast(title: string, description?: string) {
  let region = document.getElementById(REGION_ID);
  if (!region) {
    // The same landmark the server draws (server-toast.tsx) and the application pages' toaster.
    region = document.createElement("section");
    region.id = REGION_ID;
    region.setAttribute("aria-label", "Notificaciones");
    region.className =
      "pointer-events-none fixed top-0 right-0 z-[100] flex w-full flex-col gap-2 p-4 sm:top-auto sm:bottom-0 sm:max-w-md";
    document.body.append(region);
  }
  const toast = document.createElement("dialog");
  toast.open = true;
  toast.dataset.toast = "";
  toast.className =
    "pointer-events-auto relative static m-0 flex w-full max-w-none items-start gap-3 overflow-hidden rounded-xl border border-border bg-card p-4 pr-10 text-card-foreground shadow-overlay animate-slide-in-bottom";
  const text = document.createElement("div");
  text.setAttribute("role", "status");
  text.className = "grid gap-1";
  const heading = document.createElement("p");
  heading.className = "font-semibold text-base";
  heading.textContent = title;
  text.append(heading);
  if (description) {
    const detail = document.createElement("p");
    detail.className = "text-sm opacity-90";
    detail.textContent = description;
    text.append(detail);
  }
  const form = document.createElement("form");
  form.method = "dialog";
  form.innerHTML = `<button type="submit" aria-label="Cerrar notificación" class="absolute top-2 right-2 inline-flex size-8 cursor-pointer items-center justify-center rounded-md opacity-80 hover:opacity-100">${CLOSE_ICON}</button>`;
  toast.append(text, form);
  region.replaceChildren(toast);
  closeLater(toast);
}

/** The server's toast (after a form's redirect) closes after five seconds too. */
export function enhanceServerToasts() {
  for (const toast of document.querySelectorAll<HTMLDialogElement>("dialog[data-toast]")) closeLater(toast);
}
