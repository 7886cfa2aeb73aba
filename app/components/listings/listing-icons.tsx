import {
  BookOpen,
  Check,
  ChevronLeft,
  ChevronRight,
  CircleAlert,
  CircleCheck,
  ExternalLink,
  FlaskConical,
  ImageOff,
  Images,
  MailCheck,
  MapPin,
  Share2,
  ShieldCheck,
  X,
} from "lucide-react";
import type { ReactNode } from "react";
import { MaskIcons } from "#app/components/ui/mask-icons";

/** The decorative icons the listing page draws at a size of their own, each once as a mask. */
const LISTING_ICONS = {
  "mi-book-open": BookOpen,
  "mi-check": Check,
  "mi-chevron-left": ChevronLeft,
  "mi-chevron-right": ChevronRight,
  "mi-circle-alert": CircleAlert,
  "mi-circle-check": CircleCheck,
  "mi-external-link": ExternalLink,
  "mi-flask": FlaskConical,
  "mi-image-off": ImageOff,
  "mi-images": Images,
  "mi-mail-check": MailCheck,
  "mi-map-pin": MapPin,
  "mi-share": Share2,
  "mi-shield-check": ShieldCheck,
  "mi-x": X,
};

/** The listing's icons as CSS masks: its inline SVGs were most of its main-thread blocking time. */
export function ListingIcons({ children }: { children: ReactNode }) {
  return <MaskIcons icons={LISTING_ICONS}>{children}</MaskIcons>;
}
