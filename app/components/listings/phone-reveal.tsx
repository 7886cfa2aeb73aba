import { CalendarCheck, Phone, PhoneOff } from "lucide-react";
import { Button, type ButtonProps, buttonVariants } from "#app/components/ui/button";
import { Icon } from "#app/components/ui/shared-icons";
import {
  callLinkName,
  PHONE_REVEAL_INTENT,
  PHONE_SECTION_ID,
  type PhoneRevealView,
  type RevealedPhone,
} from "#app/domain/listings/phone-reveal";
import { DEFAULT_LOCALE, type Locale } from "#app/lib/i18n/locales";
import type { Translate } from "#app/lib/i18n/translate";
import { cn } from "#app/lib/utils";
import { localePathTo, ROUTES } from "#app/urls";
import { useListingWords } from "./listing-words";

/** Marks the element holding a listing page's 'Ver teléfono' and its status line (app/enhance/phone-reveal.ts). */
export const PHONE_REVEAL_CONTAINER = { "data-phone-reveal": "" };

type PhoneRevealControlProps = {
  /**
   * The listing whose page the button posts to, in a form of its own; null when the button sits in
   * the caller's form to that page (a portal card's, shared with the heart).
   */
  propertyId: string | null;
  /** The listing has a number to call (never the number: it is not in the page). */
  hasPhone: boolean;
  /** Signed arras or an agreed deal: a disabled 'Reservado', no phone. */
  isReserved: boolean;
  /** This visitor's answer, on the page drawn for their 'Ver teléfono' (a POST) only. */
  answer?: PhoneRevealView | null;
  /** 'Contacto no disponible' on a card, 'Teléfono no disponible' on the listing page. */
  unavailableLabel: string;
  /** In the page's language; the listing page's words when omitted. */
  reservedLabel?: string;
  revealLabel?: string;
  /** The listing's page the form posts to; the listing page's own language when omitted. */
  listingPath?: string;
  /** What the call link and its announcement say, with PHONE_PLACEHOLDER; the listing page's when omitted. */
  callWords?: CallWords | null;
  size?: ButtonProps["size"];
  className?: string;
};

/**
 * 'Ver teléfono': a submit button of a plain form posting to the listing's
 * page, which answers with the page and the number shown for that response only; with JavaScript
 * the script asks for the number and puts the call link in the button's place. The number is
 * never in a page anyone else is served. Reserved or without a number, a disabled button says so.
 */
export function PhoneRevealControl({
  propertyId,
  hasPhone,
  isReserved,
  answer,
  unavailableLabel,
  reservedLabel,
  revealLabel,
  listingPath,
  callWords,
  size,
  className,
}: PhoneRevealControlProps) {
  // On the listing page, its language (the side panel's and the contact bar's); a card names its own.
  const { t, locale } = useListingWords();
  const call = callWords === undefined ? callWordsIn(locale, t) : callWords;
  if (isReserved) {
    return (
      <Button variant="secondary" size={size} disabled className={cn("relative z-10", className)}>
        <CalendarCheck aria-hidden="true" />
        {reservedLabel ?? t("card.reserved")}
      </Button>
    );
  }
  if (!hasPhone) {
    return (
      <Button variant="secondary" size={size} disabled className={cn("relative z-10", className)}>
        <Icon icon={PhoneOff} />
        {unavailableLabel}
      </Button>
    );
  }
  const linkClass = cn(buttonVariants({ variant: "success", size }), "relative z-10", className);
  if (answer?.ok) return <CallLink phone={answer.phone} words={call} className={linkClass} />;
  // The script finds the button by its intent and takes its class for the call link.
  const button = (
    <Button
      type="submit"
      name="intent"
      value={PHONE_REVEAL_INTENT}
      variant="success"
      size={size}
      className={propertyId === null ? cn("relative z-10", className) : "w-full"}
      data-call-label={call?.callLabel}
      data-phone-shown={call?.shown}
      data-phone-failed={call?.failed}
    >
      <Icon icon={Phone} />
      {revealLabel ?? t("card.showPhone")}
    </Button>
  );
  if (propertyId === null) return button;
  return (
    <form
      method="post"
      action={`${listingPath ?? localePathTo(locale, ROUTES.property, { id: propertyId })}#${PHONE_SECTION_ID}`}
      className={cn("relative z-10 flex", className)}
    >
      {button}
    </form>
  );
}

/** Where the number goes in the call link's words the script gets from the button (app/enhance/phone-reveal.ts). */
export const PHONE_PLACEHOLDER = "{phone}";

/**
 * The call link's name, what is announced, and what is said when the number could not be asked
 * for (no network), in a language other than Spanish (the script's own).
 */
export type CallWords = { callLabel: string; shown: string; failed: string };

export function callWordsIn(locale: Locale, t: Translate): CallWords | null {
  if (locale === DEFAULT_LOCALE) return null;
  return {
    callLabel: t("phone.call", { phone: PHONE_PLACEHOLDER }),
    shown: t("phone.shown", { phone: PHONE_PLACEHOLDER }),
    failed: t("phone.failed"),
  };
}

/** The revealed number: a `tel:` link, the same markup the script draws. */
function CallLink({
  phone,
  words,
  className,
}: {
  phone: RevealedPhone;
  words: CallWords | null;
  className: string;
}) {
  const name = words
    ? words.callLabel.replaceAll(PHONE_PLACEHOLDER, phone.display)
    : callLinkName(phone.display);
  return (
    <a href={phone.href} aria-label={name} className={className}>
      <Icon icon={Phone} />
      <span className="tabular-nums">{phone.display}</span>
    </a>
  );
}

/**
 * The listing page's line that tells what happened: a refusal in words (past the limit, no number)
 * for everyone, and, for screen readers, the number once the script has put it in place. Present
 * and empty beforehand, so that assistive technology is already listening when it changes. A
 * portal card has none (its HTML is weighed: scripts/bench/page-weight.ts): there the focus on the
 * call link reads the number, and a refusal is added as an alert (app/enhance/phone-reveal.ts).
 */
export function PhoneRevealStatus({
  answer,
  className,
}: {
  answer?: PhoneRevealView | null;
  className?: string;
}) {
  return (
    <p role="status" data-phone-status className={cn("text-destructive text-sm empty:sr-only", className)}>
      {answer && !answer.ok ? answer.message : null}
    </p>
  );
}
