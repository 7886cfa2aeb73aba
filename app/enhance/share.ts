import {
  SHARE_DIALOG_ATTRIBUTES,
  SHARE_DIALOG_CLASS,
  SHARE_DIALOG_ID,
  SHARE_WORDS_ATTRIBUTE,
  type ShareWords,
  SPANISH_SHARE_WORDS,
  shareDialogContent,
} from "#app/components/listings/share-dialog-markup";
import { type ShareContent, shareTargets, shareText } from "#app/domain/listings/share";
import { showToast } from "./toast";

/**
 * The detail page's button carries the whole content. A portal card's link carries none of it:
 * the URL is the grid's public URL (`data-share-base`, PUBLIC_URL) followed by the link's path,
 * the listing's (`propertyUrl`); the title and address are read from the card (property-card.tsx),
 * as the card shows them.
 */
function contentOf(trigger: HTMLElement): ShareContent {
  const { shareUrl = "", shareTitle, shareText: text } = trigger.dataset;
  if (shareTitle !== undefined && text !== undefined) return { url: shareUrl, title: shareTitle, text };
  const base = trigger.closest<HTMLElement>("[data-share-base]")?.dataset.shareBase ?? "";
  const path = trigger instanceof HTMLAnchorElement ? trigger.pathname : "";
  const url = shareUrl || `${base.replace(/\/+$/, "")}${path}`;
  const card = trigger.closest("article");
  const title = card?.querySelector("h2")?.textContent?.trim() || "Propiedad en venta";
  const address = card?.querySelector("[data-share-address]")?.textContent?.trim() ?? null;
  return { url, title, text: shareText(title, address) };
}

/**
 * The words of the page's language, as the server wrote them on the dialog or on the portal's grid
 * (`data-share-words`); a Spanish page carries none and gets the script's own.
 */
function wordsNear(element: Element | null): ShareWords {
  const json = element?.closest(`[${SHARE_WORDS_ATTRIBUTE}]`)?.getAttribute(SHARE_WORDS_ATTRIBUTE);
  if (!json) return SPANISH_SHARE_WORDS;
  try {
    return { ...SPANISH_SHARE_WORDS, ...(JSON.parse(json) as Partial<ShareWords>) };
  } catch {
    return SPANISH_SHARE_WORDS;
  }
}

/** Points the page's share dialog at one listing (a portal card's). */
function fill(dialog: HTMLElement, content: ShareContent) {
  for (const target of shareTargets(content)) {
    const link = dialog.querySelector<HTMLAnchorElement>(`[data-share-target="${target.id}"]`);
    if (link) link.href = target.href;
  }
  const input = dialog.querySelector<HTMLInputElement>("[data-share-link]");
  if (input) input.value = content.url;
}

async function copy(dialog: HTMLElement, words: ShareWords) {
  const input = dialog.querySelector<HTMLInputElement>("[data-share-link]");
  if (!input) return;
  try {
    await navigator.clipboard.writeText(input.value);
  } catch {
    // Without clipboard permission (an old browser, an insecure origin) the document copies the selection.
    input.select();
    if (!document.execCommand("copy")) {
      showToast(words.copyFailed, words.copyFailedText);
      return;
    }
  }
  showToast(words.copied, words.copiedText);
}

/** 'Copiar' is the script's: shown, and wired to copy; the link is selected when focused. */
function wire(dialog: HTMLElement, words: ShareWords) {
  const copyButton = dialog.querySelector<HTMLButtonElement>("[data-share-copy]");
  if (!copyButton) return;
  copyButton.hidden = false;
  copyButton.addEventListener("click", () => void copy(dialog, words));
  dialog.querySelector("[data-share-link]")?.addEventListener("focus", (event) => {
    (event.currentTarget as HTMLInputElement).select();
  });
}

/**
 * The detail page's dialog is the server's; the portal's is drawn on the first share, from the
 * same markup (share-dialog-markup.ts), so the page does not carry it for every visit.
 */
function drawDialog(content: ShareContent, words: ShareWords): HTMLElement {
  const dialog = document.createElement("div");
  for (const [name, value] of Object.entries(SHARE_DIALOG_ATTRIBUTES)) dialog.setAttribute(name, value);
  dialog.className = SHARE_DIALOG_CLASS;
  dialog.innerHTML = shareDialogContent(content, words);
  document.body.append(dialog);
  wire(dialog, words);
  return dialog;
}

/**
 * The device's own share sheet when there is one (phones), otherwise the share dialog;
 * a card's share link opens it for that card instead of leading to the listing. A failed native
 * share is only logged; closing the sheet is no failure.
 */
export function enhanceShare() {
  const serverDialog = document.getElementById(SHARE_DIALOG_ID);
  if (serverDialog) wire(serverDialog, wordsNear(serverDialog));
  document.addEventListener("click", (event) => {
    const trigger =
      event.target instanceof Element ? event.target.closest<HTMLElement>("[data-share-url]") : null;
    if (!trigger) return;
    const content = contentOf(trigger);
    if (typeof navigator.share === "function") {
      event.preventDefault();
      navigator.share(content).catch((error: unknown) => {
        if (!(error instanceof DOMException && error.name === "AbortError"))
          console.warn("native share failed", error);
      });
      return;
    }
    const dialog = document.getElementById(SHARE_DIALOG_ID) ?? drawDialog(content, wordsNear(trigger));
    fill(dialog, content);
    // A button opens the dialog by itself (popovertarget); a card's link would leave the page.
    if (trigger instanceof HTMLAnchorElement) {
      event.preventDefault();
      dialog.showPopover();
    }
  });
}
