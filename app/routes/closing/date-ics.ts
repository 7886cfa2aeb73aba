import { stepIcs } from "#app/domain/closing/ics";
import { eventsOfDeal, timelineInputOf } from "#app/domain/closing/room-data.server";
import { closingTimeline, datedStep, stepsOnRecord } from "#app/domain/closing/timeline";
import { requireUser } from "#app/http/session.server";
import { pathTo, ROUTES } from "#app/urls";
import type { Route } from "./+types/date-ics";
import { requireClosingRoom } from "./room-access.server";

/**
 * '/cierre/<deal>/fechas/<key>': one date of the closing room as an .ics file, for the deal's
 * parties and staff only (the room's own check; anyone else the same 404), and of a step done only
 * once the deal ended.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const room = await requireClosingRoom(context, user, params.dealId);
  const events = await eventsOfDeal(context.db, room.deal.id);
  const steps = closingTimeline(await timelineInputOf(context.db, room, events));
  // An ended deal offers no date of a step it never reached.
  const step = datedStep(stepsOnRecord(steps, room.readOnly), params.key);
  if (!step) return new Response("Fecha no encontrada", { status: 404 });
  const url = `${context.env.PUBLIC_URL}${pathTo(ROUTES.closingRoom, { dealId: room.deal.id })}`;
  const body = stepIcs(step, {
    dealId: room.deal.id,
    propertyTitle: room.property.title ?? "Vivienda",
    url,
    now: new Date(),
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${step.key}.ics"`,
      "Cache-Control": "private, no-store",
    },
  });
}
