export function loader() {
  return new Response("No encontrado", { status: 404 });
}
