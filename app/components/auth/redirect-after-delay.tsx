import { useEffect } from "react";
import { Link, useNavigate } from "react-router";

/** After a verify/reset link problem, the page moves on to /auth after 3 s. */
export const LINK_PROBLEM_REDIRECT_MS = 3000;

/**
 * Goes to `to` after the delay, saying so and offering the link at once. Without JavaScript a
 * meta refresh does the same.
 */
export function RedirectAfterDelay({
  to,
  label,
  notice = "Te llevamos en unos segundos a la página de acceso.",
}: {
  to: string;
  label: string;
  /** What happens next, in the page's language; Spanish unless told. */
  notice?: string;
}) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(to, { replace: true }), LINK_PROBLEM_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, to]);
  return (
    <p className="text-muted-foreground text-sm">
      <noscript>
        <meta httpEquiv="refresh" content={`${LINK_PROBLEM_REDIRECT_MS / 1000};url=${to}`} />
      </noscript>
      {notice}{" "}
      <Link to={to} replace className="font-medium text-primary underline underline-offset-4">
        {label}
      </Link>
    </p>
  );
}
