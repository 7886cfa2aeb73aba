import type { AppLoadContext } from "react-router";
import { getToast } from "#app/lib/toast.server";

export type ActionOutcome =
  | {
      kind: "redirect";
      location: string;
      toast: { title: string; description?: string } | null;
      /** React Router replaces the current history entry instead of adding one. */
      replace: boolean;
    }
  | { kind: "data"; status: number; data: Record<string, unknown> };

/**
 * Runs a route's action as React Router would and says what the browser gets: a redirect with the
 * flash toast it carries, or data with its status.
 */
export async function runAction(
  action: (args: never) => unknown,
  request: Request,
  context: AppLoadContext,
): Promise<ActionOutcome> {
  let result: unknown;
  try {
    result = await action({ request, context, params: {} } as never);
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    const cookie = result.headers.get("Set-Cookie") ?? "";
    const { toast } = await getToast(
      new Request("http://localhost:3000/", { headers: { Cookie: cookie.split(";")[0] ?? "" } }),
      { secret: context.env.AUTH_SECRET },
    );
    return {
      kind: "redirect",
      location: result.headers.get("Location") ?? "",
      toast,
      replace: result.headers.get("X-Remix-Replace") === "true",
    };
  }
  const wrapped = result as { data?: Record<string, unknown>; init?: { status?: number } };
  if (wrapped && "init" in wrapped && wrapped.data) {
    return { kind: "data", status: wrapped.init?.status ?? 200, data: wrapped.data };
  }
  return { kind: "data", status: 200, data: result as Record<string, unknown> };
}
