import { Check, HandCoins, PenLine, Undo2 } from "lucide-react";
import { Form } from "react-router";
import { EndedDealNotice } from "#app/components/deals/ended-deal-notice";
import { type FallThroughActionData, FallThroughForm } from "#app/components/deals/fall-through-form";
import type { LocalFallThroughView } from "#app/components/deals/fall-through-words.server";
import { controlProps, FieldError, plainField } from "#app/components/forms/field-shell";
import { BuyerOfferTerms } from "#app/components/leads/buyer-offer-terms";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { PendingIcon } from "#app/components/ui/spinner";
import type { BuyerRequest } from "#app/domain/leads/requests/buyer-requests.server";
import { FALL_THROUGH_INTENT } from "#app/domain/sale/fall-through.schema";
import { cn } from "#app/lib/utils";
import { pathTo, ROUTES } from "#app/urls";
import type { DashboardActionData } from "./action-data";
import { RequestButton, useBusy } from "./request-actions";
import type { RequestCardWords, RequestTexts } from "./space-words";

type Offer = NonNullable<BuyerRequest["offer"]>;

/**
 * An offer in 'Mis solicitudes': the terms, the seller's counteroffer and the agreed deal, and the
 * buyer's moves from the offer's state table (offer-states.ts): accept the counteroffer, answer it
 * with another amount, or withdraw.
 */
export function RequestOffer({
  leadId,
  state,
  offer,
  texts,
  words,
  signingHref,
  fallThrough,
  actionData,
}: {
  leadId: string;
  state: string;
  offer: Offer;
  /** The deal's sentence and terms, written in the account's language. */
  texts: RequestTexts;
  words: RequestCardWords;
  /** The arras contract the seller sent to sign, when there is one. */
  signingHref: string | null;
  /** While the deal holds, the reasons it may fall through for; after, how it ended. */
  fallThrough?: LocalFallThroughView;
  actionData: DashboardActionData | undefined;
}) {
  const said = words.offer;
  const ended = fallThrough?.ended;
  return (
    <div className="flex flex-col gap-4">
      {state === "unconfirmed" ? <p className="text-foreground">{said.unconfirmed}</p> : null}
      {/* How the deal ended comes first: the acceptance below it is then only its record. */}
      {ended ? <EndedDealNotice ended={ended} reader="buyer" words={fallThrough.endedWords} /> : null}
      {offer.deal && texts.deal ? (
        <div
          className={cn(
            "flex flex-col gap-1 rounded-lg border p-3",
            ended ? "border-border" : "border-success/40 bg-success/5",
          )}
        >
          <p className="font-medium text-foreground">{texts.deal.sentence}</p>
          <p className="text-muted-foreground text-sm">{texts.deal.terms}</p>
          {signingHref && !ended ? (
            <Button asChild className="mt-2 min-h-11 self-start">
              <a href={signingHref}>
                <PenLine aria-hidden="true" />
                {said.sign}
              </a>
            </Button>
          ) : null}
          <a
            className="min-h-11 self-start py-2 font-medium underline"
            href={pathTo(ROUTES.closingRoom, { dealId: offer.deal.id })}
          >
            {said.closingRoom}
          </a>
        </div>
      ) : null}
      {offer.deal && fallThrough?.choices && state === "accepted" ? (
        <FallThroughForm
          dealId={offer.deal.id}
          intent={FALL_THROUGH_INTENT}
          reasons={fallThrough.choices.reasons}
          actionData={actionData as FallThroughActionData | undefined}
          words={fallThrough.formWords}
        />
      ) : null}
      <BuyerOfferTerms
        offer={offer}
        amountLabel={said.yours}
        counterHeading="h4"
        words={words.terms}
        className="sm:grid-cols-3"
      />
      {offer.moves.length > 0 ? (
        <div className="flex flex-col gap-3">
          <div className="flex flex-col gap-2 sm:flex-row">
            {offer.moves.includes("accept-counter") ? (
              <RequestButton
                leadId={leadId}
                intent="accept-counteroffer"
                label={said.acceptCounter}
                icon={Check}
              />
            ) : null}
            {offer.moves.includes("withdraw") ? (
              <RequestButton
                leadId={leadId}
                intent="withdraw-offer"
                label={said.withdraw}
                icon={Undo2}
                variant="outline"
              />
            ) : null}
          </div>
          {offer.moves.includes("counter-back") ? (
            <CounterBackForm leadId={leadId} words={said} actionData={actionData} />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** 'Responder con otra oferta': the buyer's new amount; the seller then accepts or rejects it. */
function CounterBackForm({
  leadId,
  words,
  actionData,
}: {
  leadId: string;
  words: RequestCardWords["offer"];
  actionData: DashboardActionData | undefined;
}) {
  const busy = useBusy(leadId)("counter-counteroffer");
  const refused = actionData?.intent === "counter-counteroffer" && actionData.counter?.leadId === leadId;
  const amount = plainField({
    id: `nueva-oferta-${leadId}`,
    name: "amount",
    error: refused ? actionData?.counter?.error : undefined,
    value: refused ? actionData?.counter?.amount : undefined,
  });
  return (
    <Form
      method="post"
      preventScrollReset
      className="flex flex-col gap-2 rounded-lg border border-border p-3"
    >
      <input type="hidden" name="intent" value="counter-counteroffer" />
      <input type="hidden" name="leadId" value={leadId} />
      <Label htmlFor={amount.id}>{words.counterLabel}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          {...controlProps(amount)}
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          className="sm:max-w-xs"
        />
        <Button type="submit" variant="outline" disabled={busy}>
          <PendingIcon pending={busy} icon={HandCoins} />
          {words.counterSubmit}
        </Button>
      </div>
      <FieldError field={amount} announce />
    </Form>
  );
}
