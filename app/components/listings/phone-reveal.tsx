import { CalendarCheck, Phone, PhoneOff } from "lucide-react";
import { Button, type ButtonProps, buttonVariants } from "#app/components/ui/button";
import { Icon } from "#app/components/ui/shared-icons";
import {
  callLinkName,
  PHONE_REVEAL_INTENT,
  PHONE_REVEAL_LABEL,
  PHONE_SECTION_ID,
  type PhoneRevealView,
  type RevealedPhone,
} from "#app/domain/listings/phone-reveal";
import { cn } from "#app/lib/utils";

/** Marks the element holding a listing's 'Ver teléfono' and its status line (app/enhance/phone-reveal.ts). */
export const phoneRevealContainer = (propertyId: string) => ({ "data-phone-reveal": propertyId });

type PhoneRevealControlProps = {
  propertyId: string;
  /** The listing has a number to call (never the number: it is not in the page). */
  hasPhone: boolean;
  /** Signed arras or an agreed deal: a disabled 'Reservado', no phone. */
  isReserved: boolean;
  /** This visitor's answer, on the page drawn for their 'Ver teléfono' (a POST) only. */
  answer?: PhoneRevealView | null;
  /** 'Contacto no disponible' on a card, 'Teléfono no disponible' on the listing page. */
  unavailableLabel: string;
  size?: ButtonProps["size"];
  className?: string;
};

/**
 * 'Ver teléfono' (issue #38 point 6): a plain form posting to the listing's page, which answers
 * with the page and the number shown for that response only; with JavaScript the script asks
 * for the number and puts the call link in the form's place. The number is never in a page
 * anyone else is served. Reserved or without a number, a disabled button says so.
 */
export function PhoneRevealControl({
  propertyId,
  hasPhone,
  isReserved,
  answer,
  unavailableLabel,
  size,
  className,
}: PhoneRevealControlProps) {
  if (isReserved) {
    return (
      <Button variant="secondary" size={size} disabled className={cn("relative z-10", className)}>
        <CalendarCheck aria-hidden="true" />
        Reservado
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
  if (answer?.ok) return <CallLink phone={answer.phone} className={linkClass} />;
  return (
    <form
      method="post"
      action={`/propiedad/${encodeURIComponent(propertyId)}#${PHONE_SECTION_ID}`}
      data-phone-reveal-form={propertyId}
      // The class the call link takes in the form's place (app/enhance/phone-reveal.ts).
      data-link-class={linkClass}
      className={cn("relative z-10 flex", className)}
    >
      <Button
        type="submit"
        name="intent"
        value={PHONE_REVEAL_INTENT}
        variant="success"
        size={size}
        className="w-full"
      >
        <Icon icon={Phone} />
        {PHONE_REVEAL_LABEL}
      </Button>
    </form>
  );
}

/** The revealed number: a `tel:` link, the same markup the script draws. */
function CallLink({ phone, className }: { phone: RevealedPhone; className: string }) {
  return (
    <a href={phone.href} aria-label={callLinkName(phone.display)} className={className}>
      <Icon icon={Phone} />
      <span className="tabular-nums">{phone.display}</span>
    </a>
  );
}

/**
 * The line that tells what happened: a refusal in words (past the limit, no number) for everyone,
 * and, for screen readers, the number once the script has put it in place. Present and empty
 * beforehand, so that assistive technology is already listening when it changes.
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
