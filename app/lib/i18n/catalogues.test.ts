import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, test } from "vitest";
import {
  ALSO_IN,
  DEFAULT_LOCALE,
  INTL_TAGS,
  LANGUAGE_SWITCH_LABELS,
  LOCALES,
  type Locale,
  SKIP_TO_CONTENT,
} from "./locales";
import { CONSENT_WORDS } from "./shell-words";
import { CATALOGUES } from "./translate";

const APP = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const MESSAGES = path.join(APP, "lib/i18n/messages");

/** The argument names of an ICU message, nested ones (inside a plural's branches) included. */
function argumentsOf(message: string, locale: Locale): string[] {
  const names = new Set<string>();
  const walk = (nodes: unknown[]) => {
    for (const node of nodes as Array<{ value?: unknown; options?: Record<string, { value: unknown[] }> }>) {
      if (typeof node.value === "string" && "type" in node && node.type !== 0) names.add(node.value);
      for (const option of Object.values(node.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, INTL_TAGS[locale]).getAst());
  return [...names].sort();
}

/** Every source file of the app but the catalogues themselves. */
function appSources(folder = APP): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return full === MESSAGES ? [] : appSources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const reference = CATALOGUES[DEFAULT_LOCALE];
const keys = Object.keys(reference).sort();

describe("the message catalogues", () => {
  test.each(LOCALES)("%s has exactly the Spanish catalogue's keys", (locale) => {
    expect(Object.keys(CATALOGUES[locale]).sort()).toEqual(keys);
    for (const key of keys)
      expect(CATALOGUES[locale][key as keyof typeof reference].trim(), key).not.toBe("");
  });

  test.each(LOCALES)("every %s message parses as ICU and takes the Spanish one's arguments", (locale) => {
    for (const key of keys) {
      const message = CATALOGUES[locale][key as keyof typeof reference];
      const spanish = argumentsOf(reference[key as keyof typeof reference], DEFAULT_LOCALE);
      expect(argumentsOf(message, locale), `${locale} ${key}`).toEqual(spanish);
    }
  });

  test("every key is used by the app, written out in full where it is used", () => {
    const code = appSources()
      .map((file) => readFileSync(file, "utf8"))
      .join("\n");
    // Every "quoted" key-shaped string in one pass (the lookahead lets quotes overlap, as a search
    // for each key would): a search of the whole app per key took seconds.
    const quoted = new Set(Array.from(code.matchAll(/"(?=([\w.-]+)")/g), (match) => match[1]));
    const unused = keys.filter((key) => !quoted.has(key) && !code.includes(`"${key}"`));
    expect(unused).toEqual([]);
  });

  test.each(LOCALES)("the page shell's words in %s: every one, none empty", (locale) => {
    expect(Object.keys(CONSENT_WORDS[locale]).sort()).toEqual(Object.keys(CONSENT_WORDS.es).sort());
    const words = [
      ...Object.values(CONSENT_WORDS[locale]),
      SKIP_TO_CONTENT[locale],
      LANGUAGE_SWITCH_LABELS[locale],
      ALSO_IN[locale],
    ];
    for (const word of words) expect(word.trim()).not.toBe("");
  });

  test("the checks catch a broken message", () => {
    expect(() => argumentsOf("{count, plural, one {# bed}", "en")).toThrow();
    expect(argumentsOf("{count, plural, one {# bed} other {{formatted} beds}}", "en")).toEqual([
      "count",
      "formatted",
    ]);
  });
});
