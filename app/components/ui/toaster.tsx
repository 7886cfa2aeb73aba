import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { type ToastOptions, toast, useToasts } from "#app/components/ui/use-toast";

const ToastList = lazy(() => import("#app/components/ui/toast-list"));

type ToasterProps = {
  /** A flash toast the server left in a cookie (root loader); shown once on arrival. */
  serverToast?: (ToastOptions & { id: string }) | null;
};

/**
 * Shows the toasts. Most visits never see one, so the toast code (Radix, swipe handling) is fetched
 * with the first toast and stays mounted from then on.
 */
export function Toaster({ serverToast }: ToasterProps) {
  const items = useToasts();
  const shownIds = useRef(new Set<string>());
  const [isNeeded, setIsNeeded] = useState(false);
  if (items.length > 0 && !isNeeded) setIsNeeded(true);

  useEffect(() => {
    if (!serverToast || shownIds.current.has(serverToast.id)) return;
    shownIds.current.add(serverToast.id);
    toast(serverToast);
  }, [serverToast]);

  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <ToastList items={items} />
    </Suspense>
  );
}
