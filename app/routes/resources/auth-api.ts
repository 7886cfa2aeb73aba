import type { Route } from "./+types/auth-api";

/**
 * better-auth's own HTTP endpoints (/api/auth/*) are closed. Every account flow goes through our
 * pages' actions, which call `auth.api.*` behind our rate limits and CSRF check, and build their
 * own links (/verify-email, /reset-password, /entrar-con-enlace). Left open, this handler would add
 * a second door with different rules: the admin plugin's endpoints, update-user, sign-up with extra
 * fields, the magic-link plugin's GET that signs in whoever opens the link (a mail scanner).
 */
function notFound() {
  return new Response("No encontrado", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

export function loader(_: Route.LoaderArgs) {
  return notFound();
}

export function action(_: Route.ActionArgs) {
  return notFound();
}
