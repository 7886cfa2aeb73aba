import { Share2 } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button, type ButtonProps } from "#app/components/ui/button";
import { Icon } from "#app/components/ui/shared-icons";
import type { ShareContent } from "#app/domain/listings/share";
import { cn } from "#app/lib/utils";

const loadShareDialog = () => import("#app/components/listings/share-dialog");
const ShareDialog = lazy(loadShareDialog);

type ShareButtonProps = {
  content: ShareContent;
  /** Without a visible label the button is an icon with 'Compartir' for screen readers. */
  showLabel?: boolean;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  className?: string;
};

/**
 * Spec §2: the device's own share sheet when there is one (phones), otherwise the dialog with
 * six targets and the link to copy. A failed native share is only logged (spec §8); closing the
 * sheet without choosing is not a failure at all.
 */
export function ShareButton({
  content,
  showLabel = false,
  variant = "outline",
  size,
  className,
}: ShareButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  // Mounted from the first opening on, so closing can animate.
  const [hasOpened, setHasOpened] = useState(false);

  async function share() {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: content.title, text: content.text, url: content.url });
      } catch (error) {
        if (!(error instanceof DOMException && error.name === "AbortError")) {
          console.warn("native share failed", error);
        }
      }
      return;
    }
    setHasOpened(true);
    setIsOpen(true);
  }

  return (
    <>
      <Button
        variant={variant}
        size={size ?? (showLabel ? "default" : "icon")}
        className={cn("relative z-10", className)}
        aria-label={showLabel ? undefined : "Compartir"}
        aria-haspopup="dialog"
        onClick={share}
        // The dialog's code is fetched as the pointer or focus arrives, so the click finds it ready.
        onPointerEnter={() => void loadShareDialog()}
        onFocus={() => void loadShareDialog()}
      >
        <Icon icon={Share2} />
        {showLabel ? "Compartir" : null}
      </Button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <ShareDialog content={content} open={isOpen} onOpenChange={setIsOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
