/**
 * Machine translation of a listing's description (docs/decisions/0059-listing-translations-and-kyero-v3.md).
 * Off unless DEEPL_API_KEY is set; the tests point DEEPL_API_URL at a local server that speaks the
 * same /v2/translate JSON, so this client is exercised for real.
 */
export type TranslationTarget = "en" | "de" | "fr" | "nl";

export interface Translator {
  /** The Spanish text in the target language; throws when the service cannot answer. */
  translate(text: string, target: TranslationTarget): Promise<string>;
  /** A text written in `source` (a buyer's message), in Spanish; throws when the service cannot answer. */
  toSpanish(text: string, source: TranslationTarget): Promise<string>;
}

/** DeepL's own target codes: British English for the UK buyers most English readers here are. */
const DEEPL_TARGETS: Record<TranslationTarget, string> = { en: "EN-GB", de: "DE", fr: "FR", nl: "NL" };

/** A source language is named without its variant (DeepL takes 'EN', not 'EN-GB', as a source). */
const DEEPL_SOURCES: Record<TranslationTarget, string> = { en: "EN", de: "DE", fr: "FR", nl: "NL" };

/** A free-plan key ends in ':fx' and is served by its own host. */
export function deeplBaseUrl(apiKey: string): string {
  return apiKey.endsWith(":fx") ? "https://api-free.deepl.com" : "https://api.deepl.com";
}

export class TranslationUnavailable extends Error {}

export function deeplTranslator({
  apiKey,
  baseUrl = deeplBaseUrl(apiKey),
  timeoutMs = 10_000,
}: {
  apiKey: string;
  baseUrl?: string;
  timeoutMs?: number;
}): Translator {
  async function post(text: string, sourceLang: string, targetLang: string): Promise<string> {
    let response: Response;
    try {
      response = await fetch(new URL("/v2/translate", baseUrl), {
        method: "POST",
        headers: { Authorization: `DeepL-Auth-Key ${apiKey}`, "Content-Type": "application/json" },
        body: JSON.stringify({
          text: [text],
          source_lang: sourceLang,
          target_lang: targetLang,
          // Keeps the writer's line breaks as they wrote them.
          preserve_formatting: true,
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new TranslationUnavailable("DeepL did not answer", { cause: error });
    }
    if (!response.ok) throw new TranslationUnavailable(`DeepL answered ${response.status}`);
    const body = (await response.json()) as { translations?: { text?: unknown }[] };
    const translated = body.translations?.[0]?.text;
    if (typeof translated !== "string") throw new TranslationUnavailable("DeepL sent no text");
    return translated;
  }
  return {
    translate: (text, target) => post(text, "ES", DEEPL_TARGETS[target]),
    toSpanish: (text, source) => post(text, DEEPL_SOURCES[source], "ES"),
  };
}

/** The configured translator, or null: then the form offers no 'Proponer traducción'. */
export function translatorFromEnv(env: {
  DEEPL_API_KEY?: string;
  DEEPL_API_URL?: string;
}): Translator | null {
  if (!env.DEEPL_API_KEY) return null;
  return deeplTranslator({ apiKey: env.DEEPL_API_KEY, baseUrl: env.DEEPL_API_URL });
}
