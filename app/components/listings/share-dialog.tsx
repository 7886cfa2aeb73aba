import { Copy, Mail, MessageCircle, Send } from "lucide-react";
import { type ReactNode, useId, useRef } from "react";
import { Button } from "#app/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog";
import { Input } from "#app/components/ui/input";
import { toast } from "#app/components/ui/use-toast";
import { type ShareContent, type ShareTargetId, shareTargets } from "#app/domain/listings/share";
import { cn } from "#app/lib/utils";

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
 * Spec §2 "Share dialog": six targets and the link with a copy button. Loaded on demand by
 * ShareButton: most visits never open it.
 */
export default function ShareDialog({
  content,
  open,
  onOpenChange,
}: {
  content: ShareContent;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(content.url);
    } catch {
      // Without clipboard permission (an old browser, an insecure origin) select the text and ask the document to copy it.
      inputRef.current?.select();
      if (!document.execCommand("copy")) {
        toast({
          title: "No se pudo copiar el enlace",
          description: "Selecciona el enlace y cópialo manualmente.",
          variant: "destructive",
        });
        return;
      }
    }
    toast({
      title: "¡Enlace copiado!",
      description: "El enlace de la propiedad ha sido copiado al portapapeles.",
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Compartir Propiedad</DialogTitle>
          <DialogDescription>
            Comparte esta propiedad con tus amigos o en tus redes sociales.
          </DialogDescription>
        </DialogHeader>
        <ul className="grid grid-cols-3 gap-2">
          {shareTargets(content).map((target) => {
            const badge = TARGET_BADGES[target.id];
            const isEmail = target.id === "email";
            return (
              <li key={target.id}>
                <a
                  href={target.href}
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
          <label htmlFor={inputId} className="font-medium text-foreground text-sm">
            Enlace de la propiedad
          </label>
          <div className="flex gap-2">
            <Input
              ref={inputRef}
              id={inputId}
              readOnly
              value={content.url}
              onFocus={(event) => event.currentTarget.select()}
              className="text-sm"
            />
            <Button onClick={copyLink} aria-label="Copiar enlace" className="shrink-0">
              <Copy aria-hidden="true" />
              <span className="max-sm:sr-only">Copiar</span>
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
