/**
 * The prompt an owner pastes into an external chatbot to get a listing description written
 * (step 1). It asks for six paragraphs of plain text and carries neither the price nor
 * the exact address: a description is copied to portals and social networks, where the price
 * changes and the street and number would tell strangers where the owner lives.
 */
export const CHATBOT_PARAGRAPHS = 6;

export type ChatbotPromptInput = {
  title?: string | null;
  description?: string | null;
  address?: string | null;
  province?: string | null;
  propertyType?: string | null;
  price?: number | string | null;
  bedrooms?: number | string | null;
  bathrooms?: number | string | null;
  size?: number | string | null;
  features?: readonly string[] | null;
  energyRating?: string | null;
};

const present = (value: unknown): value is string | number =>
  (typeof value === "number" && Number.isFinite(value)) || (typeof value === "string" && value.trim() !== "");

/** Every way the price may appear in what the owner wrote: 250000, 250.000, 250 000, 250,000. */
function pricePatterns(price: ChatbotPromptInput["price"]): RegExp[] {
  const digits = String(price ?? "").replace(/\D/g, "");
  if (digits.length < 4) return [];
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, "[.,\\s\\u00a0]?");
  return [new RegExp(`${grouped}(?:\\s*(?:€|euros?|eur))?`, "gi")];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The owner's own words with the price and the street address taken out. The address is matched
 * as typed and by each part but the town ("Calle Mayor 5" and "3º B" out of "Calle Mayor 5, 3º B,
 * Madrid"): the town may stay, the street, number, floor and door may not.
 */
export function redactPrivateDetails(
  text: string,
  input: Pick<ChatbotPromptInput, "price" | "address">,
): string {
  let redacted = text;
  for (const pattern of pricePatterns(input.price)) redacted = redacted.replace(pattern, "");
  const address = input.address?.trim();
  if (address) {
    const parts = address.split(",").map((part) => part.trim());
    const privateParts = parts.length > 1 ? parts.slice(0, -1) : parts;
    for (const part of [address, ...privateParts]) {
      if (part.length >= 3) redacted = redacted.replace(new RegExp(escapeRegExp(part), "gi"), "");
    }
  }
  // Any other amount in euros goes too: the price may have been written another way.
  redacted = redacted.replace(/\d[\d.,\s\u00a0]*\s*(?:€|euros?\b)/gi, "");
  return redacted
    .replace(/[ \t]{2,}/g, " ")
    .replace(/\s+([,.;:])/g, "$1")
    .trim();
}

function describeProperty(input: ChatbotPromptInput): string[] {
  const facts: string[] = [];
  const kind = present(input.propertyType) ? String(input.propertyType).toLowerCase() : "vivienda";
  facts.push(
    present(input.province)
      ? `Tipo de inmueble: ${kind}, en la provincia de ${input.province}.`
      : `Tipo de inmueble: ${kind}.`,
  );
  if (present(input.size)) facts.push(`Superficie: ${input.size} m².`);
  if (present(input.bedrooms)) facts.push(`Dormitorios: ${input.bedrooms}.`);
  if (present(input.bathrooms)) facts.push(`Baños: ${input.bathrooms}.`);
  const features = (input.features ?? []).filter((feature) => feature.trim() !== "");
  if (features.length > 0) facts.push(`Características: ${features.join(", ")}.`);
  if (present(input.energyRating)) facts.push(`Certificado energético: ${input.energyRating}.`);
  return facts;
}

/** Plain text, ready for the clipboard. */
export function buildChatbotPrompt(input: ChatbotPromptInput): string {
  const title = present(input.title) ? redactPrivateDetails(String(input.title), input) : "";
  const notes = present(input.description) ? redactPrivateDetails(String(input.description), input) : "";
  const lines = [
    "Actúa como un redactor inmobiliario experto en el mercado español.",
    `Escribe la descripción de un anuncio para vender esta vivienda en exactamente ${CHATBOT_PARAGRAPHS} párrafos de texto plano, en español de España.`,
    "",
    "Datos de la vivienda:",
    ...(title ? [`Título del anuncio: ${title}`] : []),
    ...describeProperty(input),
    ...(notes ? ["Notas del propietario:", notes] : []),
    "",
    "Instrucciones:",
    `- Exactamente ${CHATBOT_PARAGRAPHS} párrafos separados por una línea en blanco: 1) presentación y lo que la hace especial; 2) distribución y estancias; 3) luz, materiales y estado; 4) equipamiento y extras; 5) el barrio y los servicios cercanos, sin dar la calle ni el número; 6) a quién le encaja y una invitación a visitarla.`,
    "- Solo texto plano: sin títulos, sin listas, sin negritas, sin emojis y sin Markdown.",
    "- No menciones el precio ni ninguna cifra en euros.",
    "- No incluyas la dirección exacta: ni calle, ni número, ni piso, ni puerta.",
    "- No inventes datos que no aparezcan arriba; si falta algo, no lo menciones.",
    "- Tono cercano y honesto, sin exageraciones.",
  ];
  return lines.join("\n");
}
