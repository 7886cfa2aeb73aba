import type { AuthReason } from "#app/domain/users/redirects";
/** Carries where to go after signing in through a form post (also without JavaScript). */
export function RedirectContextFields({
  from,
  redirectTo,
}: {
  from: AuthReason | null;
  redirectTo: string | null;
}) {
  return (
    <>
      {from ? <input type="hidden" name="from" value={from} /> : null}
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
    </>
  );
}
