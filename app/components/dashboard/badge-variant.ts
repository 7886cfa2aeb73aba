import type { DashboardBadge } from "#app/domain/listings/labels";

/** One colour per status badge, the same in the selector and on the selected property. */
export const BADGE_VARIANT = {
  Vendida: "success",
  "En venta": "soft",
  Reservado: "default",
  Borrador: "outline",
  Retirado: "secondary",
} as const satisfies Record<DashboardBadge, string>;
