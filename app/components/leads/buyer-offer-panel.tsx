import { CircleAlert, CircleCheck, HandCoins, Undo2 } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { controlProps, FieldError, plainField } from "#app/components/forms/field-shell";
import { BuyerOfferTerms } from "#app/components/leads/buyer-offer-terms";
import { OfferTerm } from "#app/components/leads/offer-term";
import type { OfferPanelWords } from "#app/components/leads/request-words";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { PendingIcon } from "#app/components/ui/spinner";
import type { BuyerOfferView } from "#app/domain/leads/deals/offer-views.server";
import { type OfferMove, openOfferMoves } from "#app/domain/leads/offers/offer-states";
import { formatPriceIn } from "#app/lib/i18n/format";
import { formatDayIn } from "#app/lib/i18n/format-date";
import { pathTo, ROUTES } from "#app/urls";

export type BuyerOfferResult = { intent: string; ok: boolean; message: string } | undefined;

type ButtonWord = "confirm" | "acceptCounter" | "withdraw";

/** The buyer's buttons, by the move they make (intents in buyer-offer-intents.server.ts). */
const BUTTONS: Partial<
  Record<OfferMove, { intent: string; word: ButtonWord; variant: "default" | "outline" }>
> = {
  confirm: { intent: "confirm-offer", word: "confirm", variant: "default" },
  "accept-counter": { intent: "accept-counteroffer", word: "acceptCounter", variant: "default" },
  withdraw: { intent: "withdraw-offer", word: "withdraw", variant: "outline" },
};

/**
 * The buyer's offer behind their signed link: the terms, where it stands and what they may do —
 * confirm it (that is how their e-mail is proven), or after a counteroffer accept it or decline.
 * Plain POST forms: it works without JavaScript, as the e-mail link opens it anywhere.
 */
export function BuyerOfferPanel({
  offer,
  words,
  result,
}: {
  offer: BuyerOfferView;
  words: OfferPanelWords;
  result: BuyerOfferResult;
}) {
  const navigation = useNavigation();
  const moves = openOfferMoves(offer.state, "buyer");
  return (
    <section
      aria-labelledby="buyer-offer-title"
      className="flex flex-col gap-5 rounded-xl border border-border bg-card p-5 shadow-card sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h1 id="buyer-offer-title" className="text-3xl text-foreground">
          {words.title}
        </h1>
        <p className="text-muted-foreground">
          {words.forListing[0]}
          <Link to={words.listingHref} className="font-medium text-primary underline underline-offset-4">
            {offer.propertyTitle}
          </Link>
          {words.forListing[1]}
        </p>
      </div>
      {result ? (
        <div
          role={result.ok ? "status" : "alert"}
          className={
            result.ok
              ? "flex gap-3 rounded-lg border border-success/40 bg-success/5 p-4"
              : "flex gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4"
          }
        >
          {result.ok ? (
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
          ) : (
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
          )}
          <p className="font-medium text-foreground">{result.message}</p>
        </div>
      ) : null}
      <p className="text-foreground">{words.stateText}</p>
      {offer.deal && offer.state === "accepted" ? <AgreedDeal deal={offer.deal} words={words} /> : null}
      {words.sellerReason && offer.state === "released" ? (
        <p className="text-muted-foreground">{words.sellerReason}</p>
      ) : null}
      {offer.state === "accepted" ? (
        <h2 className="font-semibold text-foreground text-lg">{words.initial}</h2>
      ) : null}
      <BuyerOfferTerms
        offer={offer}
        words={words.terms}
        amountLabel={words.amount}
        counterHeading="h2"
        className="sm:grid-cols-2"
      />
      {moves.length > 0 ? (
        <div className="flex flex-col gap-3 sm:flex-row">
          {moves.map((move) => {
            const button = BUTTONS[move];
            if (!button) return null;
            const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === button.intent;
            return (
              <Form method="post" key={move}>
                <input type="hidden" name="intent" value={button.intent} />
                <Button
                  type="submit"
                  size="lg"
                  variant={button.variant}
                  disabled={busy}
                  className="w-full sm:w-auto"
                >
                  <PendingIcon pending={busy} icon={move === "withdraw" ? Undo2 : HandCoins} />
                  {words[button.word]}
                </Button>
              </Form>
            );
          })}
        </div>
      ) : null}
      {moves.includes("counter-back") ? (
        <CounterBackForm
          words={words}
          busy={navigation.state !== "idle" && navigation.formData?.get("intent") === "counter-counteroffer"}
          result={result}
        />
      ) : null}
    </section>
  );
}

/** 'Precio acordado' and the deposit proposed: the deal's own figures, never the first offer's. */
function AgreedDeal({ deal, words }: { deal: NonNullable<BuyerOfferView["deal"]>; words: OfferPanelWords }) {
  const { locale } = words.terms;
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-success/40 bg-success/5 p-4">
      <h2 className="font-semibold text-foreground text-lg">{words.deal.heading}</h2>
      <dl className="grid gap-3 sm:grid-cols-2">
        <OfferTerm label={words.deal.price}>
          <span className="text-2xl tabular-nums">{formatPriceIn(locale, deal.price)}</span>
        </OfferTerm>
        <OfferTerm label={words.deal.deposit}>{formatPriceIn(locale, deal.deposit)}</OfferTerm>
        <OfferTerm label={words.deal.arrasDate}>{formatDayIn(locale, deal.arrasDate)}</OfferTerm>
      </dl>
      {deal.releaseReason ? null : (
        <a
          className="min-h-11 self-start py-2 font-medium underline"
          href={pathTo(ROUTES.closingRoom, { dealId: deal.id })}
        >
          {words.deal.closingRoom}
        </a>
      )}
    </div>
  );
}

/** 'Responder con otra oferta': the buyer's amount; the seller then accepts or rejects it. */
function CounterBackForm({
  words,
  busy,
  result,
}: {
  words: OfferPanelWords;
  busy: boolean;
  result: BuyerOfferResult;
}) {
  const refused = result && !result.ok && result.intent === "counter-counteroffer";
  // The panel's alert above says it too; here it stays beside the field it is about.
  const amount = plainField({
    id: "nueva-oferta",
    name: "amount",
    error: refused ? result.message : undefined,
  });
  return (
    <Form method="post" className="flex flex-col gap-2 rounded-lg border border-border p-4">
      <input type="hidden" name="intent" value="counter-counteroffer" />
      <Label htmlFor={amount.id}>{words.counterLabel}</Label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Input
          {...controlProps(amount)}
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          className="sm:max-w-xs"
        />
        <Button type="submit" size="lg" variant="outline" disabled={busy}>
          <PendingIcon pending={busy} icon={HandCoins} />
          {words.counterSubmit}
        </Button>
      </div>
      <FieldError field={amount} />
    </Form>
  );
}
