import { useSyncExternalStore } from "react";
import type { ToastVariant } from "#app/components/ui/toast";

/** The toast (§3): a title, an optional description, the destructive variant for errors. */
export type ToastOptions = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; the Toaster's default is 5000. */
  duration?: number;
};

export type ToastItem = ToastOptions & { id: string; open: boolean };

/** One toast at a time. A new one replaces whatever is showing. */
const TOAST_LIMIT = 1;
/** How long a closed toast stays mounted so its exit animation can play. */
const REMOVE_DELAY_MS = 300;

let toasts: ToastItem[] = [];
const listeners = new Set<() => void>();
const EMPTY: ToastItem[] = [];
let counter = 0;

function setToasts(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a toast from the browser (copy link, a failed upload…). Server flash toasts go through `redirectWithToast`. */
export function toast(options: ToastOptions & { id?: string }) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = options.id ?? `toast-${counter}`;
  setToasts(
    [{ ...options, id, open: true }, ...toasts.filter((item) => item.id !== id)].slice(0, TOAST_LIMIT),
  );
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id: string) {
  setToasts(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
  setTimeout(() => setToasts(toasts.filter((item) => item.id !== id || item.open)), REMOVE_DELAY_MS);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => EMPTY,
  );
}

export function useToast() {
  return { toasts: useToasts(), toast, dismiss: dismissToast };
}
