import type { CampaignChannelState } from "#app/db/schema/campaigns";
import { singleLineText, z } from "#app/lib/zod";
import { CAMPAIGN_CHANNELS } from "./channels";
import { CAMPAIGN_CHANNEL_STATES } from "./states";

export const CAMPAIGN_MESSAGES = {
  urlRequired: "Indica la dirección del anuncio para marcarlo como activo.",
  urlInvalid: "Indica una dirección web completa que empiece por https://.",
  partnerRequired: "Indica el nombre del portal o socio.",
  partnerTooLong: "El nombre es demasiado largo (máximo 80 caracteres).",
  channelSaved: "Canal actualizado.",
  tokenCreated: "Feed creado. Copia la dirección ahora: no se volverá a mostrar.",
  tokenRevoked: "Feed revocado: la dirección ya no funciona.",
  notFound: "No se encontró la campaña.",
  takedownDone: "Anuncio marcado como retirado.",
  takedownNotFound: "Esa tarea ya estaba cerrada.",
  invalidRequest: "La petición no es válida.",
} as const;

export const CAMPAIGN_BOARD_INTENTS = [
  "set-channel",
  "create-feed-token",
  "revoke-feed-token",
  "takedown-done",
] as const;

const channelIds = CAMPAIGN_CHANNELS.map((channel) => channel.id) as [
  (typeof CAMPAIGN_CHANNELS)[number]["id"],
  ...(typeof CAMPAIGN_CHANNELS)[number]["id"][],
];

/** An ad's address on a channel: only http(s), never javascript: or data: (it becomes a link). */
const ExternalUrl = singleLineText()
  .trim()
  .max(2000, CAMPAIGN_MESSAGES.urlInvalid)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === "https:" || url.protocol === "http:") && Boolean(url.hostname);
    } catch {
      return false;
    }
  }, CAMPAIGN_MESSAGES.urlInvalid);

export const SetChannelSchema = z
  .object({
    intent: z.literal("set-channel"),
    propertyId: z.uuid(),
    channel: z.enum(channelIds),
    state: z.enum(CAMPAIGN_CHANNEL_STATES),
    externalUrl: ExternalUrl.optional(),
  })
  .superRefine((value, context) => {
    if (value.state === "active" && !value.externalUrl)
      context.addIssue({ code: "custom", path: ["externalUrl"], message: CAMPAIGN_MESSAGES.urlRequired });
  });
export type SetChannel = z.infer<typeof SetChannelSchema>;

export const CreateFeedTokenSchema = z.object({
  intent: z.literal("create-feed-token"),
  partnerName: singleLineText({ error: CAMPAIGN_MESSAGES.partnerRequired })
    .trim()
    .min(1, CAMPAIGN_MESSAGES.partnerRequired)
    .max(80, CAMPAIGN_MESSAGES.partnerTooLong),
});

export const RevokeFeedTokenSchema = z.object({
  intent: z.literal("revoke-feed-token"),
  tokenId: z.uuid(),
});

/** "Anuncio retirado": staff closed a "Retirar anuncio" task. */
export const TakedownDoneSchema = z.object({
  intent: z.literal("takedown-done"),
  takedownId: z.uuid(),
});

/**
 * What staff had typed in a channel's form that was refused, sent back so the form shows it again
 * (never the stored state: a refused "Activa" must not quietly read "Pendiente"). Only a known
 * state is echoed, and the address is cut to the longest one we would accept.
 */
export function typedChannelValues(formData: FormData): {
  state: CampaignChannelState | null;
  externalUrl: string;
} {
  const state = String(formData.get("state") ?? "");
  return {
    state: (CAMPAIGN_CHANNEL_STATES as readonly string[]).includes(state)
      ? (state as CampaignChannelState)
      : null,
    externalUrl: String(formData.get("externalUrl") ?? "").slice(0, 2000),
  };
}
