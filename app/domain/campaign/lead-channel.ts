import { isLeadChannel, type LeadChannel } from "./channels";

/** How long the channel a buyer landed by is remembered: a buyer who writes, then books, then offers. */
export const LEAD_CHANNEL_DAYS = 30;

/**
 * The channel a buyer's form is attributed to: the one its page carried (?utm_source, as a hidden
 * field), else the one remembered from where the buyer landed in the last 30 days, else 'directo'.
 * A later form sent from a page without the link's query (after the first message, or a visit
 * typed by hand) keeps the channel that brought the buyer.
 */
export function attributedChannel(formChannel: unknown, rememberedChannel: unknown): LeadChannel {
  if (isLeadChannel(formChannel) && formChannel !== "directo") return formChannel;
  if (isLeadChannel(rememberedChannel) && rememberedChannel !== "directo") return rememberedChannel;
  return "directo";
}
