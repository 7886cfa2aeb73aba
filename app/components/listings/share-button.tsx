import { Share2 } from "lucide-react";
import { SHARE_DIALOG_ID } from "#app/components/listings/share-dialog-markup";
import { Button, type ButtonProps, buttonVariants } from "#app/components/ui/button";
import { Icon } from "#app/components/ui/shared-icons";
import type { ShareContent } from "#app/domain/listings/share";
import { cn } from "#app/lib/utils";

/** What the enhancement script needs to share a listing (app/enhance/share.ts). */
function shareData(content: ShareContent) {
  return {
    "data-share-url": content.url,
    "data-share-title": content.title,
    "data-share-text": content.text,
  };
}

/**
 * Opens the page's share dialog (a `popover`, no JavaScript needed);
 * with the enhancement script, the device's own share sheet when there is one (phones).
 */
export function ShareButton({
  content,
  label,
  className,
}: {
  content: ShareContent;
  /** 'Compartir' in the page's language. */
  label: string;
  className?: string;
}) {
  return (
    <Button
      id="compartir"
      type="button"
      variant="outline"
      popoverTarget={SHARE_DIALOG_ID}
      className={cn("relative z-10", className)}
      {...shareData(content)}
    >
      <Icon icon={Share2} className="size-4" />
      {label}
    </Button>
  );
}

/**
 * A portal card's share control: a link to the listing's share button, which works without
 * JavaScript; with it, the share dialog the script draws (or the phone's share sheet) opens for
 * this card. The link carries nothing else: the script takes the listing's URL from its `href`
 * and the grid's `data-share-base` (the configured public URL), the title and the address from
 * the card (`data-share-address`), so a page of cards does not carry them twice.
 */
export function ShareLink({
  href,
  size = "icon",
  label = "Compartir",
}: {
  href: string;
  size?: ButtonProps["size"];
  label?: string;
}) {
  return (
    <a
      href={`${href}#compartir`}
      aria-label={label}
      className={cn(buttonVariants({ variant: "outline", size }), "relative z-10")}
      data-share-url=""
    >
      <Icon icon={Share2} className="size-4" />
    </a>
  );
}
