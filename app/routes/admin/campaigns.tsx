import { parseWithZod } from "@conform-to/zod/v4";
import { data, isRouteErrorResponse } from "react-router";
import { AdminHeader } from "#app/components/admin/admin-header";
import { AdminRouteError } from "#app/components/admin/admin-load-error";
import { CampaignCard, type ChannelFormError } from "#app/components/admin/campaign-board";
import { FeedTokensCard } from "#app/components/admin/feed-tokens-card";
import { TakedownTasksCard } from "#app/components/admin/takedown-tasks-card";
import { listCampaigns, setChannelState } from "#app/domain/campaign/board.server";
import { listOpenTakedowns, markTakedownDone } from "#app/domain/campaign/campaign-end.server";
import { LEAD_CHANNEL_LABELS, type LeadChannel } from "#app/domain/campaign/channels";
import { createFeedToken, listFeedTokens, revokeFeedToken } from "#app/domain/campaign/feed-tokens.server";
import {
  CAMPAIGN_MESSAGES,
  CreateFeedTokenSchema,
  RevokeFeedTokenSchema,
  SetChannelSchema,
  TakedownDoneSchema,
  typedChannelValues,
} from "#app/domain/campaign/schemas";
import { isDomainError } from "#app/domain/errors";
import { countLeadsByChannel } from "#app/domain/leads/log/lead-log.server";
import { emailBrand } from "#app/emails/brand.server";
import { requireAdminForAction } from "#app/http/admin-guard.server";
import { requireRole } from "#app/http/session.server";
import { headersWithRetryAfter } from "#app/lib/retry-after";
import { pageMeta } from "#app/lib/seo";
import { pathTo, ROUTES } from "#app/urls";
import type { Route } from "./+types/campaigns";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "admin");
  const [campaigns, takedowns, feedTokens, leadsByChannel] = await Promise.all([
    listCampaigns(context.db),
    listOpenTakedowns(context.db),
    listFeedTokens(context.db),
    countLeadsByChannel(context.db),
  ]);
  // Every channel in the label order, zeros included: a channel that brought nobody is news too.
  const leadsPerChannel = (Object.keys(LEAD_CHANNEL_LABELS) as LeadChannel[]).map((channel) => ({
    channel,
    label: LEAD_CHANNEL_LABELS[channel],
    leads: leadsByChannel.get(channel) ?? 0,
  }));
  return { campaigns, takedowns, feedTokens, leadsPerChannel, now: new Date() };
}

type ActionResult = {
  intent: "set-channel" | "create-feed-token" | "revoke-feed-token" | "takedown-done" | null;
  message: string | null;
  channelError: ChannelFormError | null;
  feedError: string | null;
  newFeedUrl: string | null;
};
const result = (fields: Partial<ActionResult>): ActionResult => ({
  intent: null,
  message: null,
  channelError: null,
  feedError: null,
  newFeedUrl: null,
  ...fields,
});

/** A 429 says when to come back (Retry-After), for the page and for `.data` alike. */
export const headers: Route.HeadersFunction = headersWithRetryAfter;

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminForAction(request, context);
  const formData = await request.formData();
  const intent = formData.get("intent");

  if (intent === "set-channel") {
    const submission = parseWithZod(formData, { schema: SetChannelSchema });
    if (submission.status !== "success") {
      const propertyId = String(formData.get("propertyId") ?? "");
      const channel = String(formData.get("channel") ?? "");
      const fieldErrors = submission.error ?? {};
      const message = Object.values(fieldErrors).flat()[0] ?? CAMPAIGN_MESSAGES.invalidRequest;
      const typed = typedChannelValues(formData);
      return data(result({ intent, channelError: { propertyId, channel, message, ...typed } }), {
        status: 400,
      });
    }
    try {
      const { intent: _, ...input } = submission.value;
      await setChannelState({
        db: context.db,
        mailer: context.mailer,
        brand: emailBrand(context.env),
        actor: admin,
        input,
      });
      return result({ intent, message: CAMPAIGN_MESSAGES.channelSaved });
    } catch (error) {
      if (isDomainError(error) && error.code === "not_found")
        return data(result({ intent, message: CAMPAIGN_MESSAGES.notFound }), { status: 404 });
      throw error;
    }
  }

  if (intent === "takedown-done") {
    const submission = parseWithZod(formData, { schema: TakedownDoneSchema });
    if (submission.status !== "success")
      return data(result({ intent, message: CAMPAIGN_MESSAGES.invalidRequest }), { status: 400 });
    const closed = await markTakedownDone(context.db, admin, submission.value.takedownId);
    if (!closed)
      return data(result({ intent, message: CAMPAIGN_MESSAGES.takedownNotFound }), { status: 404 });
    return result({ intent, message: CAMPAIGN_MESSAGES.takedownDone });
  }

  if (intent === "create-feed-token") {
    const submission = parseWithZod(formData, { schema: CreateFeedTokenSchema });
    if (submission.status !== "success") {
      const message = submission.error?.partnerName?.[0] ?? CAMPAIGN_MESSAGES.partnerRequired;
      return data(result({ intent, feedError: message }), { status: 400 });
    }
    const { token } = await createFeedToken(context.db, admin, submission.value.partnerName);
    const newFeedUrl = `${context.env.PUBLIC_URL}${pathTo(ROUTES.kyeroFeed, { token })}`;
    return result({ intent, message: CAMPAIGN_MESSAGES.tokenCreated, newFeedUrl });
  }

  if (intent === "revoke-feed-token") {
    const submission = parseWithZod(formData, { schema: RevokeFeedTokenSchema });
    if (submission.status !== "success")
      return data(result({ intent, message: CAMPAIGN_MESSAGES.invalidRequest }), { status: 400 });
    const revoked = await revokeFeedToken(context.db, admin, submission.value.tokenId);
    if (!revoked) return data(result({ intent, message: CAMPAIGN_MESSAGES.notFound }), { status: 404 });
    return result({ intent, message: CAMPAIGN_MESSAGES.tokenRevoked });
  }

  return data(result({ message: CAMPAIGN_MESSAGES.invalidRequest }), { status: 400 });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Campañas", path: ROUTES.adminCampaigns, noIndex: true });

export default function AdminCampaigns({ loaderData, actionData }: Route.ComponentProps) {
  const { campaigns, takedowns, feedTokens, leadsPerChannel, now } = loaderData;
  const delayed = campaigns.filter((campaign) => campaign.isDelayed).length;
  const isFeedAction =
    actionData?.intent === "create-feed-token" || actionData?.intent === "revoke-feed-token";
  return (
    <>
      <AdminHeader
        title="Campañas"
        lead="Cada anuncio con la campaña de marketing pagada y su estado en cada canal. Una campaña pagada hace más de 48 horas con algún canal pendiente sale como «Retrasada». Al venderse, retirarse o eliminarse el anuncio, la campaña termina y sus anuncios publicados pasan a «Anuncios por retirar»."
      />
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 lg:px-8">
        <TakedownTasksCard
          tasks={takedowns}
          now={now}
          message={actionData?.intent === "takedown-done" ? actionData.message : null}
        />
        <section aria-labelledby="channel-leads-title" className="flex flex-col gap-3">
          <h2 id="channel-leads-title" className="font-semibold text-xl">
            Compradores por canal
          </h2>
          <p className="text-muted-foreground text-sm">
            Mensajes, visitas y ofertas de todos los anuncios, según el canal por el que llegó el comprador.
          </p>
          <table className="w-full max-w-md text-sm">
            <thead>
              <tr className="border-b text-left">
                <th scope="col" className="py-2 font-medium">
                  Canal
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Compradores
                </th>
              </tr>
            </thead>
            <tbody>
              {leadsPerChannel.map((row) => (
                <tr key={row.channel} className="border-b last:border-0">
                  <td className="py-2">{row.label}</td>
                  <td className="py-2 text-right tabular-nums">{row.leads}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section aria-labelledby="campaigns-title" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="campaigns-title" className="font-semibold text-2xl">
              Campañas pagadas
            </h2>
            <p className="text-muted-foreground">
              {campaigns.length} {campaigns.length === 1 ? "campaña" : "campañas"}
              {delayed > 0 ? ` · ${delayed} ${delayed === 1 ? "retrasada" : "retrasadas"}` : ""}
            </p>
          </div>
          {actionData?.intent === "set-channel" && actionData.message ? (
            <p role="status" className="rounded-lg bg-success/10 p-3 font-medium text-sm text-success">
              {actionData.message}
            </p>
          ) : null}
          {campaigns.length === 0 ? (
            <p className="text-muted-foreground">Todavía no hay campañas pagadas.</p>
          ) : (
            campaigns.map((campaign) => (
              <CampaignCard
                key={campaign.propertyId}
                campaign={campaign}
                formError={actionData?.channelError ?? null}
                takedowns={takedowns.filter((task) => task.propertyId === campaign.propertyId)}
              />
            ))
          )}
        </section>
        <FeedTokensCard
          tokens={feedTokens}
          newFeedUrl={actionData?.newFeedUrl ?? null}
          error={actionData?.feedError ?? null}
          message={isFeedAction ? (actionData?.message ?? null) : null}
        />
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError status={isRouteErrorResponse(error) ? error.status : 500} />;
}
