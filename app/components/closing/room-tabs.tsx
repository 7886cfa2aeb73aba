import { NavLink } from "react-router";
import { pathTo, ROUTES } from "#app/urls";

/**
 * The closing room's two tabs, plain links so they work without JavaScript; the open one says so to
 * screen readers (aria-current, set by NavLink).
 */
export function RoomTabs({ dealId }: { dealId: string }) {
  const tabs = [
    { label: "Calendario", to: pathTo(ROUTES.closingRoom, { dealId }), end: true },
    { label: "Documentos", to: pathTo(ROUTES.closingRoomDocuments, { dealId }), end: false },
  ];
  return (
    <nav aria-label="Sala de cierre" className="border-b">
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
