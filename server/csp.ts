import type { IncomingMessage, ServerResponse } from "node:http";

type NonceSource = (req: IncomingMessage, res: ServerResponse) => string;
export type CspDirectives = Record<string, Array<string | NonceSource>>;

/** Stripe.js, its card iframes and 3-D Secure pages, as Stripe documents for a CSP. */
const STRIPE = {
  script: ["https://js.stripe.com", "https://*.js.stripe.com"],
  frame: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
  connect: ["https://api.stripe.com"],
  img: ["https://*.stripe.com"],
};

/**
 * The Content-Security-Policy: scripts only from us with this response's nonce; Stripe's origins
 * only when Stripe is configured (the built-in test provider needs none); photos also from the
 * CDN when one serves them.
 */
export function contentSecurityDirectives({
  nonce,
  stripe,
  imageOrigins = [],
}: {
  nonce: NonceSource;
  stripe: boolean;
  imageOrigins?: string[];
}): CspDirectives {
  const withStripe = (own: Array<string | NonceSource>, extra: string[]) =>
    stripe ? [...own, ...extra] : own;
  return {
    defaultSrc: ["'self'"],
    scriptSrc: withStripe(["'self'", nonce], STRIPE.script),
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: withStripe(["'self'", "data:", "blob:", ...imageOrigins], STRIPE.img),
    fontSrc: ["'self'"],
    connectSrc: withStripe(["'self'"], STRIPE.connect),
    frameSrc: withStripe(["'self'"], STRIPE.frame),
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}
