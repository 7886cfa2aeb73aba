/** 'contrato-piso-con-terraza-en-ruzafa-2026-11-21.pdf': readable, ASCII, safe in a header. */
export function contractFileName(title: string | null, acceptedAt: Date): string {
  const slug = (title ?? "propiedad")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return `contrato-${slug || "propiedad"}-${acceptedAt.toISOString().slice(0, 10)}.pdf`;
}
