type RouteHeadersArgs = {
  actionHeaders: Headers;
  loaderHeaders: Headers;
  parentHeaders: Headers;
  errorHeaders?: Headers | undefined;
};

/**
 * A page route's `headers`: the parent's (as if it had none) plus the Retry-After its action,
 * loader or thrown error answered with. React Router builds a page's headers, for the document and
 * for single fetch (`.data`) alike, only from these functions: a route without one drops its 429's
 * Retry-After. Every page route with an action exports it (tests/integration/http/retry-after.test.ts
 * checks). React Router merges Set-Cookie by itself; copying it here would send it twice.
 */
export function headersWithRetryAfter({
  actionHeaders,
  loaderHeaders,
  parentHeaders,
  errorHeaders,
}: RouteHeadersArgs): Headers {
  const headers = new Headers();
  for (const [name, value] of parentHeaders)
    if (name.toLowerCase() !== "set-cookie") headers.append(name, value);
  const retryAfter =
    actionHeaders.get("Retry-After") ?? errorHeaders?.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
