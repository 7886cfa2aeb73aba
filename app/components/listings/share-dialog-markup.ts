import { type ShareContent, type ShareTargetId, shareTargets } from "#app/domain/listings/share";

/**
 * The share dialog, written once as HTML for both of its places: the detail page's server
 * render (share-dialog.tsx, a `popover` that works without JavaScript) and the portal, where only
 * the enhancement script can open it (a card's share link without the script goes to the
 * listing's own share button), so the script draws it on the first use instead of every portal
 * page carrying it (the portal's weight). Plain strings, no React: the script imports
 * this. The classes are whole words in string literals, which is how the public pages' inline
 * stylesheet keeps their rules (app/lib/page-css.server.ts).
 */

/** One per page: the detail page's share button and, on the portal, every card's share link open it. */
export const SHARE_DIALOG_ID = "compartir-propiedad";

export const SHARE_DIALOG_CLASS =
  "fixed inset-0 m-auto h-fit max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg gap-4 overflow-y-auto rounded-xl border border-border bg-card p-6 text-foreground shadow-overlay backdrop:bg-foreground/50 [&:popover-open]:grid";

/** The attributes of the dialog's own element (`popover`, its role and its names). */
export const SHARE_DIALOG_ATTRIBUTES = {
  id: SHARE_DIALOG_ID,
  popover: "auto",
  role: "dialog",
  "aria-labelledby": `${SHARE_DIALOG_ID}-titulo`,
  "aria-describedby": `${SHARE_DIALOG_ID}-texto`,
} as const;

/** The dialog's words and the script's toasts, in the page's language. */
export type ShareWords = {
  title: string;
  text: string;
  link: string;
  copy: string;
  copyLabel: string;
  close: string;
  copied: string;
  copiedText: string;
  copyFailed: string;
  copyFailedText: string;
};

/**
 * Spanish, the words when a page names none: the script cannot import the catalogues (public JS
 * budget), so a page in another language writes its words into `data-share-words` (SHARE_WORDS_ATTRIBUTE).
 */
export const SPANISH_SHARE_WORDS: ShareWords = {
  title: "Compartir Propiedad",
  text: "Comparte esta propiedad con tus amigos o en tus redes sociales.",
  link: "Enlace de la propiedad",
  copy: "Copiar",
  copyLabel: "Copiar enlace",
  close: "Cerrar",
  copied: "¡Enlace copiado!",
  copiedText: "El enlace de la propiedad ha sido copiado al portapapeles.",
  copyFailed: "No se pudo copiar el enlace",
  copyFailedText: "Selecciona el enlace y cópialo manualmente.",
};

/** The attribute that carries a page's share words as JSON (on the dialog, or on the portal's grid). */
export const SHARE_WORDS_ATTRIBUTE = "data-share-words";

/** lucide's icons (MessageCircle, Send, Mail, Copy, X), as lucide-react draws them. */
function icon(paths: string, className = "size-5") {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="${className}" aria-hidden="true">${paths}</svg>`;
}

const BADGE_CLASS = "flex size-11 items-center justify-center rounded-full";

const TARGET_BADGES: Record<ShareTargetId, { className: string; mark: string }> = {
  whatsapp: {
    className: "bg-[#1f8f4e] text-white",
    mark: icon(
      '<path d="M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719"></path>',
    ),
  },
  facebook: { className: "bg-[#1877f2] text-white", mark: '<span class="font-bold text-xl">f</span>' },
  x: { className: "bg-black text-white", mark: '<span class="font-bold text-lg">𝕏</span>' },
  linkedin: { className: "bg-[#0a66c2] text-white", mark: '<span class="font-bold text-base">in</span>' },
  telegram: {
    className: "bg-[#1c84c6] text-white",
    mark: icon(
      '<path d="M14.536 21.686a.5.5 0 0 0 .937-.024l6.5-19a.496.496 0 0 0-.635-.635l-19 6.5a.5.5 0 0 0-.024.937l7.93 3.18a2 2 0 0 1 1.112 1.11z"></path><path d="m21.854 2.147-10.94 10.939"></path>',
    ),
  },
  email: {
    className: "bg-primary text-primary-foreground",
    mark: icon(
      '<path d="m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7"></path><rect x="2" y="4" width="20" height="16" rx="2"></rect>',
    ),
  },
};

const TARGET_CLASS =
  "flex flex-col items-center gap-1.5 rounded-lg p-2 font-medium text-foreground text-sm transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";
const LINK_CLASS =
  "flex h-11 w-full min-w-0 rounded-lg border border-input bg-card px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";
/** `buttonVariants()` (the default button), written out: the script cannot import the React button. */
const COPY_CLASS =
  "btn bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover h-11 px-5 text-base shrink-0 [&:not([hidden])]:inline-flex";
const CLOSE_CLASS =
  "absolute top-3 right-3 inline-flex size-9 cursor-pointer items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => ESCAPES[char] ?? char);

/**
 * The dialog's content: six targets, the link to copy and the close button. 'Copiar' is hidden
 * until the enhancement script, which is what copies, shows it; without it the link is there to
 * select.
 */
export function shareDialogContent(content: ShareContent, words: ShareWords = SPANISH_SHARE_WORDS): string {
  const targets = shareTargets(content)
    .map((target) => {
      const badge = TARGET_BADGES[target.id];
      // An e-mail opens the mail program, not a new tab.
      const newTab = target.id === "email" ? "" : ' target="_blank" rel="noopener noreferrer"';
      return `<li><a href="${escapeHtml(target.href)}" data-share-target="${target.id}"${newTab} class="${TARGET_CLASS}"><span aria-hidden="true" class="${BADGE_CLASS} ${badge.className}">${badge.mark}</span>${target.label}</a></li>`;
    })
    .join("");
  return [
    '<div class="flex flex-col gap-2 pr-8">',
    `<h2 id="${SHARE_DIALOG_ID}-titulo" class="font-semibold text-xl">${escapeHtml(words.title)}</h2>`,
    `<p id="${SHARE_DIALOG_ID}-texto" class="text-muted-foreground text-sm">${escapeHtml(words.text)}</p>`,
    "</div>",
    `<ul class="grid grid-cols-3 gap-2">${targets}</ul>`,
    '<div class="flex flex-col gap-2">',
    `<label for="${SHARE_DIALOG_ID}-enlace" class="font-medium text-foreground text-sm">${escapeHtml(words.link)}</label>`,
    '<div class="flex gap-2">',
    `<input id="${SHARE_DIALOG_ID}-enlace" readonly data-share-link class="${LINK_CLASS}" value="${escapeHtml(content.url)}">`,
    `<button type="button" hidden data-share-copy aria-label="${escapeHtml(words.copyLabel)}" class="${COPY_CLASS}">`,
    icon(
      '<rect width="14" height="14" x="8" y="8" rx="2" ry="2"></rect><path d="M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2"></path>',
      "",
    ),
    `<span class="max-sm:sr-only">${escapeHtml(words.copy)}</span></button>`,
    "</div></div>",
    `<button type="button" popovertarget="${SHARE_DIALOG_ID}" popovertargetaction="hide" class="${CLOSE_CLASS}">`,
    icon('<path d="M18 6 6 18"></path><path d="m6 6 12 12"></path>'),
    `<span class="sr-only">${escapeHtml(words.close)}</span></button>`,
  ].join("");
}
