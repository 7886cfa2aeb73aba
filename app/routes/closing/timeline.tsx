/** '/cierre/<deal>': the timeline of the closing room (the layout, room.tsx, checks who may enter). */
export default function ClosingTimeline() {
  return <p className="text-muted-foreground">El calendario de la operación.</p>;
}
