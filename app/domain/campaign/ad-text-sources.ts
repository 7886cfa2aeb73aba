/**
 * Where the ad kit's texts find the listing's own words and place: the neighbourhood in
 * the address, and the sentences the owner wrote in the description. Pure; the lengths are the
 * caller's business (ad-texts.ts keeps only what fits).
 */

// Ads refuse emoji and control characters, and a pasted line break reads as a space.
const NOT_AD_TEXT = /\p{Extended_Pictographic}|\p{Cc}|\u200d|\ufe0f/gu;
export const cleanAdText = (text: string) => text.replace(NOT_AD_TEXT, " ").replace(/\s+/g, " ").trim();

/**
 * "Calle de Sueca 12, Ruzafa, 46006 Valencia" → "Ruzafa": a part between the street and the town
 * with no number in it. Null when the address names no such part (most give street and town only).
 */
export function neighbourhoodOf(address: string | null, province: string | null): string | null {
  if (!address) return null;
  const segments = address
    .split(",")
    .map((segment) => cleanAdText(segment))
    .filter(Boolean);
  if (segments.length < 3) return null;
  const middle = segments.slice(1, -1).filter((segment) => !/\d/.test(segment));
  const candidate = middle.find((segment) => segment.toLowerCase() !== province?.toLowerCase());
  return candidate && candidate.length <= 40 ? candidate : null;
}

/**
 * The owner's description as whole sentences, each ending in its own stop, without line breaks or
 * emoji: an ad quotes them whole or not at all. Very short fragments ("Ideal.") say nothing.
 */
export function descriptionSentences(description: string | null): string[] {
  if (!description) return [];
  const sentences = description
    .split(/(?<=[.!?])\s+|\n+/u)
    .map((sentence) => cleanAdText(sentence).replace(/^[-•*·]\s*/, ""))
    .filter((sentence) => sentence.split(" ").length >= 3);
  return sentences.map((sentence) => (/[.!?…]$/.test(sentence) ? sentence : `${sentence}.`));
}

// A clause may end before one of these and still read whole: "Piso exterior con mucha luz | en una finca".
const CLAUSE_BREAK = /\s(?=(?:en|a|al|de|del|junto|cerca|y|que|para|por|desde|sobre)\s)/giu;

/**
 * Short phrases of the description for headlines: each clause, or its longest beginning that ends
 * before a joining word ("en", "de", "y"…) and `fits`, of at least three words; none cut mid-phrase.
 */
export function descriptionPhrases(description: string | null, fits: (text: string) => boolean): string[] {
  const phrases: string[] = [];
  const clauses = descriptionSentences(description)
    .flatMap((sentence) => sentence.split(/[,;:.!?()]+/))
    .map((clause) => cleanAdText(clause));
  for (const clause of clauses) {
    const cuts = [...clause.matchAll(CLAUSE_BREAK)].map((match) => match.index);
    const variants = [clause, ...cuts.reverse().map((cut) => clause.slice(0, cut))];
    const phrase = variants.find((variant) => variant.split(" ").length >= 3 && fits(variant));
    if (phrase) phrases.push(phrase.charAt(0).toUpperCase() + phrase.slice(1));
  }
  return phrases;
}

const wordsOf = (text: string) =>
  new Set(
    cleanAdText(text)
      .toLowerCase()
      .split(/[\s,.;:!?…·()]+/u)
      .filter(Boolean),
  );

/**
 * A text whose words are all in another (or that holds all of another's) says nothing new: "Piso
 * de 98 m² en Valencia." beside "Piso de 98 m² en Valencia. Pide una visita hoy." is a cut-down copy.
 */
export function repeatsAnother(text: string, others: readonly string[]): boolean {
  const own = wordsOf(text);
  return others.some((other) => {
    const theirs = wordsOf(other);
    const within = (a: Set<string>, b: Set<string>) => [...a].every((word) => b.has(word));
    return within(own, theirs) || within(theirs, own);
  });
}

/**
 * Whole sentences, in order, that fit together within `limit` (as `measure` counts): a sentence
 * that does not fit is left out and the next ones are still tried, so the text never stops
 * mid-phrase.
 */
export function sentencesWithin(
  sentences: readonly (string | null)[],
  limit: number,
  measure: (text: string) => number,
): string {
  let result = "";
  for (const sentence of sentences) {
    if (!sentence) continue;
    const next = result ? `${result} ${sentence}` : sentence;
    if (measure(next) <= limit) result = next;
  }
  return result;
}
