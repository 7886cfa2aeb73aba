import { createCookie } from "react-router";
import type { LeadChannel } from "#app/domain/campaign/channels";
import { LEAD_CHANNEL_DAYS } from "#app/domain/campaign/lead-channel";
import { getEnv } from "#app/lib/env.server";

/**
 * The channel a buyer landed by (`?utm_source` on a listing), remembered first-party for 30 days so
 * the same buyer's later forms keep it. It holds only the channel's name ('idealista'), never an
 * identifier or anything about the person: a functional cookie of the service the seller paid
 * for, listed among the technical cookies of the privacy policy (docs/decisions/0033).
 * Not signed: a forged value is read through `attributedChannel`, which keeps known channels only.
 */
export const LEAD_CHANNEL_COOKIE_NAME = "zaguan-canal";

let cookie: ReturnType<typeof createCookie> | undefined;
function leadChannelCookie() {
  cookie ??= createCookie(LEAD_CHANNEL_COOKIE_NAME, {
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    secure: getEnv().isProduction,
    maxAge: LEAD_CHANNEL_DAYS * 24 * 60 * 60,
  });
  return cookie;
}

/** The remembered channel as stored (unchecked: `attributedChannel` decides), or null. */
export async function readLeadChannel(cookieHeader: string | null): Promise<unknown> {
  return (await leadChannelCookie().parse(cookieHeader)) ?? null;
}

/** The `Set-Cookie` remembering a channel the buyer landed by; null for 'directo' (nothing to keep). */
export async function rememberLeadChannel(channel: LeadChannel): Promise<string | null> {
  return channel === "directo" ? null : leadChannelCookie().serialize(channel);
}

/**
 * Where the buyer lands on a listing by a channel's link: remember the channel (a response that
 * sets a cookie is never kept by the page cache, so no other visitor receives it).
 */
export async function rememberLandingChannel(
  context: { appendSetCookie?: (cookie: string) => void },
  channel: LeadChannel,
): Promise<void> {
  const setCookie = await rememberLeadChannel(channel);
  if (setCookie) context.appendSetCookie?.(setCookie);
}
