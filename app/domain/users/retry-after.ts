/**
 * A route's `headers`: the parent's (as if it had none) plus the action's Retry-After, so a 429
 * tells clients when to come back. React Router merges Set-Cookie by itself; copying it here
 * would send it twice.
 */
export function headersWithRetryAfter({
  actionHeaders,
  parentHeaders,
}: {
  actionHeaders: Headers;
  parentHeaders: Headers;
}): Headers {
  const headers = new Headers();
  for (const [name, value] of parentHeaders)
    if (name.toLowerCase() !== "set-cookie") headers.append(name, value);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
