import { Download } from "lucide-react";
import { Form } from "react-router";
import { controlProps, FieldError, plainField } from "#app/components/forms/field-shell";
import { TestListingBadge } from "#app/components/listings/test-listing-badge";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardHeader } from "#app/components/ui/card";
import { Input } from "#app/components/ui/input";
import type { CampaignChannelState } from "#app/db/schema/campaigns";
import { TAKEDOWN_TASK_LABEL } from "#app/domain/campaign/campaign-end";
import {
  CAMPAIGN_CHANNEL_STATES,
  CHANNEL_STATE_LABELS,
  type ChannelStatus,
  DELAYED_LABEL,
} from "#app/domain/campaign/states";
import { formatDateEs } from "#app/lib/format";
import { pathTo, ROUTES } from "#app/urls";
import { ExternalAdLink, formatTakedownDue, type TakedownTask } from "./takedown-tasks-card";

export type BoardCampaign = {
  propertyId: string;
  title: string;
  province: string | null;
  origin: "particular" | "agency";
  status: string;
  ownerEmail: string;
  activatedAt: Date | string | null;
  isDelayed: boolean;
  isTest: boolean;
  channels: (Omit<ChannelStatus, "changedAt"> & { changedAt: Date | string | null })[];
};

/** A refused save: its message, and what staff had typed, shown again instead of the stored values. */
export type ChannelFormError = {
  propertyId: string;
  channel: string;
  message: string;
  state: CampaignChannelState | null;
  externalUrl: string;
};

const STATE_BADGE: Record<CampaignChannelState, "soft" | "success" | "secondary" | "outline"> = {
  pending: "outline",
  active: "success",
  paused: "secondary",
  ended: "soft",
};

const when = new Intl.DateTimeFormat("es-ES", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/Madrid",
});
const formatWhen = (date: Date | string) => when.format(new Date(date)).replace(/[\u00a0\u202f]/g, " ");

const STATUS_LABELS: Record<string, string> = {
  published: "Publicada",
  sold: "Vendida",
  unpublished: "Retirada",
  draft: "Borrador",
};

function ChannelRow({
  campaign,
  channel,
  error,
  takedown,
}: {
  campaign: BoardCampaign;
  channel: BoardCampaign["channels"][number];
  error: ChannelFormError | null;
  takedown: TakedownTask | null;
}) {
  const fieldId = `${campaign.propertyId}-${channel.channel}`;
  const shownState = error?.state ?? channel.state;
  const shownUrl = error ? error.externalUrl : (channel.externalUrl ?? "");
  const urlField = plainField({
    id: `${fieldId}-url`,
    name: "externalUrl",
    error: error?.message,
    value: shownUrl,
  });
  return (
    <li className="flex flex-col gap-3 py-4 lg:flex-row lg:items-start lg:gap-6">
      <div className="flex min-w-0 flex-col gap-1 lg:w-72">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{channel.label}</span>
          <Badge variant={STATE_BADGE[channel.state]}>{channel.stateLabel}</Badge>
          {takedown ? <Badge variant="destructive">{TAKEDOWN_TASK_LABEL}</Badge> : null}
        </p>
        {takedown ? (
          <p className="text-destructive text-sm">Retirar antes del {formatTakedownDue(takedown.dueAt)}</p>
        ) : null}
        {channel.externalUrl ? <ExternalAdLink href={channel.externalUrl} /> : null}
        <p className="text-muted-foreground text-sm">
          {channel.changedAt ? formatWhen(channel.changedAt) : "—"}
          {channel.changedByEmail
            ? ` · ${channel.changedByEmail}`
            : channel.state === "ended"
              ? " · fin de la campaña"
              : " · desde el pago"}
        </p>
      </div>
      {/* Keyed by what it shows: a refused save re-renders it with the typed values, a stored one with the saved. */}
      <Form
        key={`${shownState}|${shownUrl}|${error ? "refused" : "stored"}`}
        method="post"
        className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-end"
      >
        <input type="hidden" name="intent" value="set-channel" />
        <input type="hidden" name="propertyId" value={campaign.propertyId} />
        <input type="hidden" name="channel" value={channel.channel} />
        <label className="flex flex-col gap-1 text-sm sm:w-40">
          <span className="font-medium">Estado en {channel.label}</span>
          <select
            name="state"
            defaultValue={shownState}
            className="h-11 rounded-lg border border-input bg-card px-3 text-base"
          >
            {CAMPAIGN_CHANNEL_STATES.map((state) => (
              <option key={state} value={state}>
                {CHANNEL_STATE_LABELS[state]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm" htmlFor={`${fieldId}-url`}>
          <span className="font-medium">URL del anuncio en {channel.label}</span>
          <Input {...controlProps(urlField)} type="url" inputMode="url" placeholder="https://" />
        </label>
        <Button type="submit" variant="outline">
          Guardar {channel.label}
        </Button>
        <FieldError field={urlField} announce className="sm:basis-full" />
      </Form>
    </li>
  );
}

/** One paid listing on the staff board: its five channels, each with its state and who set it. */
export function CampaignCard({
  campaign,
  formError,
  takedowns,
}: {
  campaign: BoardCampaign;
  formError: ChannelFormError | null;
  /** This listing's open "Retirar anuncio" tasks. */
  takedowns: TakedownTask[];
}) {
  return (
    <Card aria-labelledby={`campaign-${campaign.propertyId}`}>
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 id={`campaign-${campaign.propertyId}`} className="font-semibold text-lg leading-tight">
              <a href={pathTo(ROUTES.property, { id: campaign.propertyId })} className="hover:underline">
                {campaign.title}
              </a>
            </h3>
            <p className="text-muted-foreground text-sm">
              {campaign.origin === "agency" ? "Agencia" : "Particular"}
              {campaign.province ? ` · ${campaign.province}` : ""} ·{" "}
              {STATUS_LABELS[campaign.status] ?? campaign.status} · {campaign.ownerEmail}
            </p>
            <p className="text-muted-foreground text-sm">
              Pagada{" "}
              {campaign.activatedAt ? `el ${formatDateEs(campaign.activatedAt)}` : "(fecha desconocida)"}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {campaign.isTest ? <TestListingBadge /> : null}
            {campaign.isDelayed ? <Badge variant="destructive">{DELAYED_LABEL}</Badge> : null}
            <Button asChild variant="outline" size="sm">
              <a href={pathTo(ROUTES.adminAdKit, { id: campaign.propertyId })} download>
                <Download aria-hidden="true" className="size-4" />
                Kit de anuncios
              </a>
            </Button>
          </div>
        </div>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y divide-border">
          {campaign.channels.map((channel) => (
            <ChannelRow
              key={channel.channel}
              campaign={campaign}
              channel={channel}
              error={
                formError?.propertyId === campaign.propertyId && formError.channel === channel.channel
                  ? formError
                  : null
              }
              takedown={takedowns.find((task) => task.channel === channel.channel) ?? null}
            />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
