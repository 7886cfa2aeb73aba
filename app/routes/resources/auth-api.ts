import type { Route } from "./+types/auth-api";

// better-auth's own HTTP endpoints (/api/auth/*). Our pages call the domain through actions instead.
export function loader({ request, context }: Route.LoaderArgs) {
  return context.auth.handler(request);
}

export function action({ request, context }: Route.ActionArgs) {
  return context.auth.handler(request);
}
