import type express from "express";

/**
 * helmet sends the site's default `Referrer-Policy`; a page whose URL carries a token names a
 * stricter one in its `headers` export, and the React Router adapter *appends* route headers: the
 * page would go out with two policies, and a browser reading a list takes the last one it knows,
 * which is a guess we should not leave to it. A route's own policy replaces the default instead.
 */
export function routeReferrerPolicyReplacesDefault(): express.RequestHandler {
  return (_req, res, next) => {
    const append = res.append.bind(res);
    res.append = (field: string, value?: string | string[]) =>
      field.toLowerCase() === "referrer-policy" && value !== undefined
        ? res.setHeader(field, value)
        : append(field, value);
    next();
  };
}
