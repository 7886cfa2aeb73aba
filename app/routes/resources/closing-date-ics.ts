/** '/cierre/<deal>/fechas/<key>': one date of the closing room as an .ics file. */
export async function loader() {
  return new Response("No encontrado", { status: 404 });
}
