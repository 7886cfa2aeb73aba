import { CalendarCheck, Phone, PhoneOff } from "lucide-react";
import { Button, type ButtonProps, buttonVariants } from "#app/components/ui/button";
import { Icon } from "#app/components/ui/shared-icons";
import { displayPhone, telHref } from "#app/domain/listings/contact";
import { listingPhoneClickPath } from "#app/domain/listings/public-pages";
import { cn } from "#app/lib/utils";

type CallButtonProps = {
  /** The listing whose funnel counts the click. */
  propertyId: string;
  countryCode: string;
  phone: string | null;
  /** 'Llamar' on a card, 'Llamar por teléfono' on the detail page. */
  label: string;
  /** 'Contacto no disponible' on a card, 'Teléfono no disponible' on the detail page. */
  unavailableLabel: string;
  /** The detail page shows the number itself under the label. */
  showNumber?: boolean;
  /** Signed arras: no call as if it were still for sale, a disabled 'Reservado' instead. */
  isReserved?: boolean;
  size?: ButtonProps["size"];
  className?: string;
};

/**
 * A green `tel:` link with the dial code, or a disabled button when the seller left no phone or
 * the home is reserved. A click is counted for the listing's funnel: the browser reports it by
 * itself through `ping` (no JavaScript needed; Chrome, Safari, Edge), and with JavaScript a beacon
 * says it too, for browsers that turn pings off. The server counts a visitor once a day, so both
 * arriving is one click.
 */
export function CallButton({
  propertyId,
  countryCode,
  phone,
  label,
  unavailableLabel,
  showNumber = false,
  isReserved = false,
  size,
  className,
}: CallButtonProps) {
  if (isReserved) {
    return (
      <Button variant="secondary" size={size} disabled className={cn("relative z-10", className)}>
        <CalendarCheck aria-hidden="true" />
        Reservado
      </Button>
    );
  }
  const href = telHref(countryCode, phone);
  if (!href) {
    return (
      <Button variant="secondary" size={size} disabled className={cn("relative z-10", className)}>
        <Icon icon={PhoneOff} />
        {unavailableLabel}
      </Button>
    );
  }
  const number = showNumber ? displayPhone(countryCode, phone) : null;
  const clickPath = listingPhoneClickPath(propertyId);
  const reportClick = () => navigator.sendBeacon?.(clickPath);
  const linkClass = cn(
    buttonVariants({ variant: "success", size }),
    "relative z-10",
    number && "h-auto flex-col gap-0.5 py-2.5",
    className,
  );
  // A plain link styled as a button (no Slot): a card's is one of a page of them on the portal.
  if (!number) {
    return (
      <a href={href} ping={clickPath} onClick={reportClick} className={linkClass}>
        <Icon icon={Phone} />
        {label}
      </a>
    );
  }
  return (
    <a href={href} ping={clickPath} onClick={reportClick} className={linkClass}>
      <span className="inline-flex items-center gap-2">
        <Icon icon={Phone} />
        {label}
      </span>
      <span className="font-normal text-sm tabular-nums">{number}</span>
    </a>
  );
}
