import { randomUUID } from "node:crypto";
import { createCookie, redirect, redirectDocument } from "react-router";
import { getEnv } from "#app/lib/env.server";
import { z } from "#app/lib/zod";

/**
 * Flash toasts: an action redirects with a toast in a signed cookie; the root loader reads it once,
 * clears the cookie and hands it to the Toaster (the Epic Stack's toast.server.ts).
 */
const ToastSchema = z.object({
  id: z.string().default(() => randomUUID()),
  title: z.string().min(1),
  description: z.string().optional(),
  variant: z.enum(["default", "success", "destructive"]).default("default"),
});

export type Toast = z.infer<typeof ToastSchema>;
export type ToastInput = z.input<typeof ToastSchema>;

export const TOAST_COOKIE_NAME = "zaguan-toast";

let cookie: ReturnType<typeof createCookie> | undefined;
let cookieSecret: string | undefined;

/** The signing secret is AUTH_SECRET unless a caller (a test) passes its own. */
function toastCookie(secret?: string) {
  const env = secret ? undefined : getEnv();
  const wanted = secret ?? env?.AUTH_SECRET ?? "";
  if (!cookie || cookieSecret !== wanted) {
    cookieSecret = wanted;
    cookie = createCookie(TOAST_COOKIE_NAME, {
      path: "/",
      sameSite: "lax",
      httpOnly: true,
      secure: env?.isProduction ?? false,
      secrets: [wanted],
      // A toast that is never read (the user closed the tab) should not pop up days later.
      maxAge: 60,
    });
  }
  return cookie;
}

/** `Set-Cookie` headers carrying the toast to the next page. */
export async function createToastHeaders(toast: ToastInput, { secret }: { secret?: string } = {}) {
  const value = ToastSchema.parse(toast);
  return new Headers({ "Set-Cookie": await toastCookie(secret).serialize(value) });
}

/**
 * Redirects and shows `toast` on the page it lands on. `document: true` is for a public page (no
 * React in the browser, ADR 0018) reached from an application page: the browser loads it whole,
 * so that page's own request reads the toast; a client-side redirect would spend the toast on the
 * router's data request before the public page reloads itself.
 */
export async function redirectWithToast(
  url: string,
  toast: ToastInput,
  init?: ResponseInit,
  { secret, document = false }: { secret?: string; document?: boolean } = {},
) {
  return (document ? redirectDocument : redirect)(url, {
    ...init,
    headers: combineHeaders(init?.headers, await createToastHeaders(toast, { secret })),
  });
}

/**
 * The pending toast, if any, and the headers that clear it (to return from the loader).
 * A tampered or malformed cookie counts as no toast.
 */
export async function getToast(
  request: Request,
  { secret }: { secret?: string } = {},
): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const jar = toastCookie(secret);
  const raw = await jar.parse(request.headers.get("Cookie"));
  if (raw === null || raw === undefined) return { toast: null, headers: null };
  const parsed = ToastSchema.safeParse(raw);
  const headers = new Headers({ "Set-Cookie": await jar.serialize("", { maxAge: 0, expires: new Date(0) }) });
  return { toast: parsed.success ? parsed.data : null, headers };
}

/** Merges several header sets, keeping every `Set-Cookie`. */
export function combineHeaders(...sets: Array<HeadersInit | null | undefined>) {
  const combined = new Headers();
  for (const set of sets) {
    if (!set) continue;
    for (const [key, value] of new Headers(set).entries()) combined.append(key, value);
  }
  return combined;
}
