import { Copy, Mail, MessageCircle, Send, X } from "lucide-react";
import type { ReactNode } from "react";
import { buttonVariants } from "#app/components/ui/button";
import { type ShareContent, type ShareTargetId, shareTargets } from "#app/domain/listings/share";
import { cn } from "#app/lib/utils";

/** One per page: the detail page's share button and, on the portal, every card's share link open it. */
export const SHARE_DIALOG_ID = "compartir-propiedad";

const TARGET_BADGES: Record<ShareTargetId, { className: string; mark: ReactNode }> = {
  whatsapp: {
    className: "bg-[#1f8f4e] text-white",
    mark: <MessageCircle aria-hidden="true" className="size-5" />,
  },
  facebook: { className: "bg-[#1877f2] text-white", mark: <span className="font-bold text-xl">f</span> },
  x: { className: "bg-black text-white", mark: <span className="font-bold text-lg">𝕏</span> },
  linkedin: { className: "bg-[#0a66c2] text-white", mark: <span className="font-bold text-base">in</span> },
  telegram: { className: "bg-[#1c84c6] text-white", mark: <Send aria-hidden="true" className="size-5" /> },
  email: {
    className: "bg-primary text-primary-foreground",
    mark: <Mail aria-hidden="true" className="size-5" />,
  },
};

/**
 * Spec §2 "Share dialog": six targets and the link to copy, in a `popover`, so it opens and closes
 * without JavaScript. The enhancement script (app/enhance/share.ts) fills it in for a portal card,
 * prefers the device's own share sheet, and makes 'Copiar' copy; without it the link is there to
 * select.
 */
export function ShareDialog({ content }: { content: ShareContent }) {
  return (
    <div
      id={SHARE_DIALOG_ID}
      popover="auto"
      role="dialog"
      aria-labelledby={`${SHARE_DIALOG_ID}-titulo`}
      aria-describedby={`${SHARE_DIALOG_ID}-texto`}
      className="fixed inset-0 m-auto h-fit max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg gap-4 overflow-y-auto rounded-xl border border-border bg-card p-6 text-foreground shadow-overlay backdrop:bg-foreground/50 [&:popover-open]:grid"
    >
      <div className="flex flex-col gap-2 pr-8">
        <h2 id={`${SHARE_DIALOG_ID}-titulo`} className="font-semibold text-xl">
          Compartir Propiedad
        </h2>
        <p id={`${SHARE_DIALOG_ID}-texto`} className="text-muted-foreground text-sm">
          Comparte esta propiedad con tus amigos o en tus redes sociales.
        </p>
      </div>
      <ul className="grid grid-cols-3 gap-2">
        {shareTargets(content).map((target) => {
          const badge = TARGET_BADGES[target.id];
          const isEmail = target.id === "email";
          return (
            <li key={target.id}>
              <a
                href={target.href}
                data-share-target={target.id}
                target={isEmail ? undefined : "_blank"}
                rel={isEmail ? undefined : "noopener noreferrer"}
                className="flex flex-col items-center gap-1.5 rounded-lg p-2 font-medium text-foreground text-sm transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span
                  aria-hidden="true"
                  className={cn("flex size-11 items-center justify-center rounded-full", badge.className)}
                >
                  {badge.mark}
                </span>
                {target.label}
              </a>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-col gap-2">
        <label htmlFor={`${SHARE_DIALOG_ID}-enlace`} className="font-medium text-foreground text-sm">
          Enlace de la propiedad
        </label>
        <div className="flex gap-2">
          <input
            id={`${SHARE_DIALOG_ID}-enlace`}
            readOnly
            value={content.url}
            data-share-link
            className="flex h-11 w-full min-w-0 rounded-lg border border-input bg-card px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          />
          {/* Shown by the enhancement script, which is what copies. */}
          <button
            type="button"
            hidden
            data-share-copy
            aria-label="Copiar enlace"
            className={cn(buttonVariants(), "shrink-0 [&:not([hidden])]:inline-flex")}
          >
            <Copy aria-hidden="true" />
            <span className="max-sm:sr-only">Copiar</span>
          </button>
        </div>
      </div>
      <button
        type="button"
        popoverTarget={SHARE_DIALOG_ID}
        popoverTargetAction="hide"
        className="absolute top-3 right-3 inline-flex size-9 cursor-pointer items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <X aria-hidden="true" className="size-5" />
        <span className="sr-only">Cerrar</span>
      </button>
    </div>
  );
}
