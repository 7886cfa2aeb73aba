import { readFileSync } from "node:fs";
import { builtStylesheet } from "#app/lib/built-stylesheet.server";
import { USED_CSS_ATTRIBUTE, WHOLE_CSS_ATTRIBUTE } from "#app/lib/page-css";
import {
  type CssNode,
  parse,
  readNames,
  serialize,
  VARIABLE_REFERENCE,
  variableValues,
} from "#app/lib/page-css-rules.server";
import { factOfSection, type KeptSections, keptSectionsOf } from "#app/lib/render-once.server";

/**
 * The part of the built stylesheet a public page uses (portal HTML ≤ 15 KB gzip, "no CSS
 * the page does not use"). Public pages carry the stylesheet inline for their first paint; it is
 * the whole application's (75 KB, 13 KB gzip), while a page uses a fifth of its utilities.
 *
 * A public page is never rendered again in the browser, so the classes in its HTML are all it will
 * ever have, plus those the enhancement script writes itself (the toast): every word of the
 * script's string literals counts as used. A rule is kept when one of its selectors names only
 * classes that are used; rules without classes (preflight, theme, keyframes, @property) always.
 * Application pages keep the whole stylesheet: React draws new markup there.
 *
 * What depends only on the build is worked out once: the stylesheet's rules, the script's words.
 * What a page's data decides (which cards, badges, states it shows) is read from each page in one
 * pass, and the cut is made once per distinct set of class attributes, elements and `var()`s —
 * per kind of page and state — and then reused.
 */

const ENTITIES: Record<string, string> = { amp: "&", quot: '"', "#x27": "'", "#39": "'", lt: "<", gt: ">" };

/** The class names in a document's `class` attributes. */
export function classesInHtml(html: string): Set<string> {
  // A list repeats the same class lists on every row: each is read once.
  return classesOf(new Set(Array.from(html.matchAll(/\sclass="([^"]*)"/g), (match) => match[1] ?? "")));
}

/** The class names in these `class` attributes' values, as written (with entities). */
function classesOf(attributes: Iterable<string>): Set<string> {
  const classes = new Set<string>();
  for (const attribute of attributes) {
    const value = attribute.includes("&")
      ? attribute.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_m, name: string) => ENTITIES[name] ?? "")
      : attribute;
    for (const name of value.split(" ")) if (name) classes.add(name);
  }
  return classes;
}

/** The element names in a document. */
export function elementsInHtml(html: string): Set<string> {
  const elements = new Set<string>(["html", "head", "body"]);
  for (const match of html.matchAll(/<([a-zA-Z][\w-]*)/g)) elements.add((match[1] ?? "").toLowerCase());
  return elements;
}

/**
 * Every word of the script: the classes and elements of what it creates, in its strings and in
 * markup written as a string (`'<ul class="grid gap-2">'`). Each whitespace-separated word counts,
 * and so does each piece of it between quotes, tag and attribute punctuation (`ul`, `grid`,
 * `gap-2`). The whole text is read, not its string literals: a minified regular expression with a
 * quote in it (`/[&<>"]/`) would throw a literal scanner out of step. Extra words cost at most a
 * rule kept that nothing uses.
 */
export function wordsInScript(script: string): Set<string> {
  const words = new Set<string>();
  for (const word of script.split(/\s+/)) {
    if (!word) continue;
    words.add(word);
    for (const part of word.split(/[<>"'`=\\/]+/)) if (part) words.add(part);
  }
  return words;
}

let parsed: { css: string; nodes: CssNode[]; values: Map<string, string> } | undefined;

function parsedStylesheet(css: string) {
  if (parsed?.css !== css) {
    const nodes = parse(css);
    parsed = { css, nodes, values: variableValues(nodes) };
    subsets.clear();
  }
  return parsed;
}

/**
 * The rules of `css` that can match a page with these classes and elements, with the custom
 * properties, `@property` registrations and keyframes they read (`pageText`: what the page's own
 * markup reads, e.g. `fill="var(--color-primary)"`). Computed afresh: withUsedStylesheet keeps each.
 */
export function usedStylesheet(
  css: string,
  used: { classes: ReadonlySet<string>; elements: ReadonlySet<string> },
  pageText = "",
): string {
  const { nodes, values } = parsedStylesheet(css);
  const pageVariables = new Set(Array.from(pageText.matchAll(VARIABLE_REFERENCE), (match) => match[1]));
  const rules = serialize(nodes, used);
  const variables = readNames(
    `${rules} ${[...pageVariables].map((name) => `var(${name})`).join(" ")}`,
    values,
  );
  return serialize(nodes, { ...used, variables });
}

let scriptWords: ReadonlySet<string> | undefined;
/** The enhancement script's words: the classes and elements (`createElement("dialog")`) it adds. */
function enhancementWords(): ReadonlySet<string> {
  if (!scriptWords) {
    const file = `${process.env.BUILD_DIR ?? "build"}/client/assets/enhance.js`;
    let script = "";
    try {
      script = readFileSync(file, "utf8");
    } catch {
      // No built script (tests, development): nothing to add.
    }
    scriptWords = wordsInScript(script);
  }
  return scriptWords;
}

const STYLE_OPEN = `<style ${USED_CSS_ATTRIBUTE}="">`;
const WHOLE_STYLE_OPEN = `<style ${WHOLE_CSS_ATTRIBUTE}="">`;

/**
 * A public page, whole: its inline stylesheet is marked, and the document is complete (`</html>`
 * and only whitespace after it, read from the end rather than searched for from the start).
 */
export function isWholePublicPage(html: string): boolean {
  return html.includes(STYLE_OPEN) && html.trimEnd().endsWith("</html>");
}

/** An element's name, a class attribute, a `var()`: everything of a page the cut depends on. */
const PAGE_TOKEN = /<([a-zA-Z][\w-]*)|\sclass="([^"]*)"|var\(\s*(--[\w-]+)/g;
const ELEMENT = /<([a-zA-Z][\w-]*)/g;

export type PageScan = { attributes: Set<string>; elements: Set<string>; variables: Set<string> };

/**
 * One pass over a page: its distinct class attributes (as written), element names and the custom
 * properties it reads, the same as classesInHtml, elementsInHtml and a search for `var()` over the
 * whole page would find (an attribute's own `<x` or `var(--x)` is read from it). The sections
 * RenderOnce wrote in (`kept`) are read once per section and process, and their findings added.
 */
function scanPage(page: string, kept?: KeptSections): PageScan {
  const found: PageScan = { attributes: new Set(), elements: new Set(), variables: new Set() };
  let from = 0;
  for (const [start, end, slot] of kept ?? []) {
    scanInto(found, page.slice(from, start));
    const section = factOfSection(slot, page, start, end, (markup) =>
      scanInto({ attributes: new Set(), elements: new Set(), variables: new Set() }, markup),
    );
    for (const attribute of section.attributes) found.attributes.add(attribute);
    for (const element of section.elements) found.elements.add(element);
    for (const variable of section.variables) found.variables.add(variable);
    from = end;
  }
  return scanInto(found, from === 0 ? page : page.slice(from));
}

function scanInto(found: PageScan, text: string): PageScan {
  const { attributes, elements, variables } = found;
  for (const match of text.matchAll(PAGE_TOKEN)) {
    const [, element, attribute, variable] = match;
    if (element !== undefined) elements.add(element);
    else if (variable !== undefined) variables.add(variable);
    else if (attribute !== undefined && !attributes.has(attribute)) {
      attributes.add(attribute);
      if (attribute.includes("<"))
        for (const inner of attribute.matchAll(ELEMENT)) elements.add(inner[1] as string);
      if (attribute.includes("var(")) {
        for (const inner of attribute.matchAll(VARIABLE_REFERENCE)) variables.add(inner[1] as string);
      }
    }
  }
  return found;
}

/**
 * What a piece of markup gives the cut: a page's scan is the union of its pieces' when no class
 * attribute, tag or `var()` straddles two of them (a search's template and its cards:
 * server/portal-stylesheet-slot.ts).
 */
export function scanMarkup(markup: string): PageScan {
  return scanInto({ attributes: new Set(), elements: new Set(), variables: new Set() }, markup);
}

/**
 * The inline stylesheet of a public page made of these pieces, as withUsedStylesheet writes it
 * into the whole page: the same cut, from the same scans, kept with the others.
 */
export function usedStylesheetOfPieces(
  scans: readonly PageScan[],
  extraWords: ReadonlySet<string> = enhancementWords(),
  stylesheet: () => string = builtStylesheet,
): string {
  const found: PageScan = { attributes: new Set(), elements: new Set(), variables: new Set() };
  for (const scan of scans) {
    for (const attribute of scan.attributes) found.attributes.add(attribute);
    for (const element of scan.elements) found.elements.add(element);
    for (const variable of scan.variables) found.variables.add(variable);
  }
  const sorted = (set: Set<string>) => [...set].sort().join("\n");
  const key = `pieces\n${sorted(found.attributes)}|${sorted(found.elements)}|${sorted(found.variables)}`;
  return keptSubset(key, stylesheet(), found, extraWords);
}

/** The cut of `css` that a page with this scan uses, made once per key and kept. */
function keptSubset(key: string, css: string, found: PageScan, extraWords: ReadonlySet<string>): string {
  parsedStylesheet(css);
  if (subsetsWords !== extraWords) {
    subsets.clear();
    subsetsWords = extraWords;
  }
  let subset = subsets.get(key);
  if (subset === undefined) {
    subset = usedStylesheet(
      css,
      usedBy(found, extraWords),
      [...found.variables].map((name) => `var(${name})`).join(" "),
    );
    if (subsets.size >= MAX_SUBSETS) subsets.delete(subsets.keys().next().value as string);
    subsets.set(key, subset);
  }
  return subset;
}

/** Each page's cut, by what its scan found; kept for one set of script words (the build's). */
const subsets = new Map<string, string>();
const MAX_SUBSETS = 200;
let subsetsWords: ReadonlySet<string> | undefined;

/** `html` with `css` written into its empty `<style>` opening at `open` (the attribute kept). */
function filled(html: string, open: number, openTag: string, css: string): string {
  const start = open + openTag.length;
  return `${html.slice(0, start)}${css}${html.slice(start)}`;
}

/**
 * The document with its inline stylesheet written in: on a public page's whole document only the
 * rules it uses; on an application page, or a public page still streaming, the whole stylesheet.
 * The root renders the `<style>` empty; one that already holds a stylesheet (tests) is cut from it.
 */
export function withUsedStylesheet(
  html: string,
  extraWords: ReadonlySet<string> = enhancementWords(),
  stylesheet: () => string = builtStylesheet,
): string {
  const open = html.indexOf(STYLE_OPEN);
  if (open < 0) {
    const whole = html.indexOf(`${WHOLE_STYLE_OPEN}</style>`);
    return whole < 0 ? html : filled(html, whole, WHOLE_STYLE_OPEN, stylesheet());
  }
  const start = open + STYLE_OPEN.length;
  const end = html.indexOf("</style>", start);
  if (end < 0) return html;
  const css = end > start ? html.slice(start, end) : stylesheet();
  if (!html.trimEnd().endsWith("</html>")) return end > start ? html : filled(html, open, STYLE_OPEN, css);
  const page = end > start ? html.slice(0, open) + html.slice(end) : html;
  // The splice's positions hold in the page as it came (its <style> empty, as the root renders it).
  const found = scanPage(page, page === html ? keptSectionsOf(html) : undefined);
  const key = `${[...found.attributes].join("\n")}\n|${[...found.elements].join(" ")}|${[...found.variables].join(" ")}`;
  const subset = keptSubset(key, css, found, extraWords);
  return `${html.slice(0, open)}<style>${subset}${html.slice(end)}`;
}

/** The classes and elements of a scanned page, and the script's words (classesInHtml, elementsInHtml). */
function usedBy(found: ReturnType<typeof scanPage>, extraWords: ReadonlySet<string>) {
  const classes = classesOf(found.attributes);
  const elements = new Set<string>(["html", "head", "body"]);
  for (const name of found.elements) elements.add(name.toLowerCase());
  for (const name of extraWords) {
    classes.add(name);
    elements.add(name.toLowerCase());
  }
  return { classes, elements };
}
