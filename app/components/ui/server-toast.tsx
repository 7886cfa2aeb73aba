import { X } from "lucide-react";
import { toastVariants } from "#app/components/ui/toast";
import type { ToastOptions } from "#app/components/ui/use-toast";
import { cn } from "#app/lib/utils";

/** Where toasts appear on public pages; app/enhance/toast.ts adds its own toasts here too. */
export const TOAST_REGION_ID = "toasts";

/**
 * A flash toast on a public page (after a form's redirect), drawn by the server: it shows without
 * JavaScript, and its close button is a dialog form, which needs none either. The enhancement
 * script closes it after five seconds, as the application pages' toasts do.
 */
export function ServerToast({ toast }: { toast: ToastOptions }) {
  return (
    // Named as the application pages' toaster names its region, so a screen reader finds both alike.
    <section
      id={TOAST_REGION_ID}
      aria-label="Notificaciones"
      className="pointer-events-none fixed top-0 right-0 z-[100] flex w-full flex-col gap-2 p-4 sm:top-auto sm:bottom-0 sm:max-w-md"
    >
      <dialog
        open
        data-toast
        className={cn(toastVariants({ variant: toast.variant }), "static m-0 max-w-none text-inherit")}
      >
        <div role={toast.variant === "destructive" ? "alert" : "status"} className="grid gap-1">
          <p data-slot="toast-title" className="font-semibold text-base">
            {toast.title}
          </p>
          {toast.description ? <p className="text-sm opacity-90">{toast.description}</p> : null}
        </div>
        <form method="dialog">
          <button
            type="submit"
            aria-label="Cerrar notificación"
            className="absolute top-2 right-2 inline-flex size-8 cursor-pointer items-center justify-center rounded-md opacity-80 transition-opacity hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-current"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </form>
      </dialog>
    </section>
  );
}
