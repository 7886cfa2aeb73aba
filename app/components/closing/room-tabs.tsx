import { NavLink } from "react-router";
import type { Locale } from "#app/lib/i18n/locales";
import { translator } from "#app/lib/i18n/translate";
import { pathTo, ROUTES } from "#app/urls";

/**
 * The closing room's two tabs, plain links so they work without JavaScript; the open one says so to
 * screen readers (aria-current, set by NavLink).
 */
export function RoomTabs({ dealId, locale = "es" }: { dealId: string; locale?: Locale }) {
  const t = translator(locale);
  const tabs = [
    { label: t("closing.room.tab.calendar"), to: pathTo(ROUTES.closingRoom, { dealId }), end: true },
    {
      label: t("closing.room.tab.documents"),
      to: pathTo(ROUTES.closingRoomDocuments, { dealId }),
      end: false,
    },
  ];
  return (
    <nav aria-label={t("closing.room.title")} className="border-b">
      <ul className="flex gap-1">
        {tabs.map((tab) => (
          <li key={tab.label}>
            <NavLink
              to={tab.to}
              end={tab.end}
              className={({ isActive }) =>
                `inline-flex min-h-11 items-center border-b-2 px-4 font-medium ${
                  isActive
                    ? "border-primary text-foreground"
                    : "border-transparent text-muted-foreground hover:text-foreground"
                }`
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
