import { useEffect, useRef } from "react";
import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from "#app/components/ui/toast";
import { dismissToast, type ToastOptions, toast, useToasts } from "#app/components/ui/use-toast";

/** Spec §9: toasts close after 5000 ms and can be swiped away (threshold 50 px). */
export const TOAST_DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

type ToasterProps = {
  /** A flash toast the server left in a cookie (root loader); shown once on arrival. */
  serverToast?: (ToastOptions & { id: string }) | null;
};

export function Toaster({ serverToast }: ToasterProps) {
  const items = useToasts();
  const shownIds = useRef(new Set<string>());

  useEffect(() => {
    if (!serverToast || shownIds.current.has(serverToast.id)) return;
    shownIds.current.add(serverToast.id);
    toast(serverToast);
  }, [serverToast]);

  return (
    <ToastProvider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={SWIPE_THRESHOLD_PX}
      label="Notificación"
    >
      {items.map((item) => (
        <Toast
          key={item.id}
          variant={item.variant}
          duration={item.duration}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
        >
          <div className="grid gap-1">
            <ToastTitle>{item.title}</ToastTitle>
            {item.description ? <ToastDescription>{item.description}</ToastDescription> : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
