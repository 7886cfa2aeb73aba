import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from "#app/components/ui/toast";
import { dismissToast, type useToasts } from "#app/components/ui/use-toast";

/** Toasts close after 5000 ms and can be swiped away (threshold 50 px). */
export const TOAST_DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

/** The Radix toasts themselves: loaded with the first toast of the visit (see Toaster). */
export default function ToastList({ items }: { items: ReturnType<typeof useToasts> }) {
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
