/**
 * The built stylesheet as rules, and the part of it a page can use (app/lib/page-css.server.ts says
 * which pages and when). A rule is kept when one of its selectors names only classes and elements
 * the page has; rules without classes (preflight, theme, keyframes, @property) always. The rules of
 * custom properties, `@property` registrations and keyframes are then cut to what the kept rules
 * (and the page's own markup) read.
 */

/** What a selector needs of the page: classes, and element names (`abbr`, `table`, `summary`). */
export type Requirement = { classes: string[]; elements: string[] };

export type CssNode =
  | { kind: "text"; text: string }
  /** `@property --x` and `@keyframes x`: kept when the rest of the page's CSS names them. */
  | { kind: "named"; text: string; name: string }
  | {
      kind: "rule";
      text: string;
      selectors: Requirement[];
      variables?: { prelude: string; declarations: [string, string][] };
    }
  | { kind: "block"; prelude: string; children: CssNode[] };

/** What a page has: its classes and element names, and (when filtering) the custom properties it reads. */
export type Used = {
  classes: ReadonlySet<string>;
  elements: ReadonlySet<string>;
  variables?: ReadonlySet<string>;
};

/** At-rules that hold style rules; any other block (@keyframes, @property, @font-face) is kept whole. */
const GROUPING_AT_RULE = /^@(media|supports|layer|container|scope|starting-style)\b/;

/** The index of the quote closing the string that opens at `open` (the end when unclosed). */
function closingQuote(css: string, open: number): number {
  const quote = css[open];
  for (let index = open + 1; index < css.length; index += 1) {
    if (css[index] === "\\") index += 1;
    else if (css[index] === quote) return index;
  }
  return css.length;
}

/** Index just past the `}` closing the block whose `{` is at `open`, skipping strings and escapes. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let index = open; index < css.length; index += 1) {
    const char = css[index];
    if (char === "\\") index += 1;
    else if (char === '"' || char === "'") index = closingQuote(css, index);
    else if (char === "{") depth += 1;
    else if (char === "}" && --depth === 0) return index + 1;
  }
  return css.length;
}

export function parse(css: string): CssNode[] {
  const nodes: CssNode[] = [];
  let index = 0;
  while (index < css.length) {
    // A prelude runs to its block's `{` or, for a statement (`@layer a, b;`), to `;`.
    let cursor = index;
    while (cursor < css.length && css[cursor] !== "{" && css[cursor] !== ";") {
      if (css[cursor] === "\\") cursor += 1;
      else if (css[cursor] === '"' || css[cursor] === "'") cursor = closingQuote(css, cursor);
      cursor += 1;
    }
    const prelude = css.slice(index, cursor).trim();
    if (cursor >= css.length || css[cursor] === ";") {
      if (prelude) nodes.push({ kind: "text", text: `${prelude};` });
      index = cursor + 1;
      continue;
    }
    const end = blockEnd(css, cursor);
    if (prelude.startsWith("@")) {
      if (GROUPING_AT_RULE.test(prelude)) {
        nodes.push({ kind: "block", prelude, children: parse(css.slice(cursor + 1, end - 1)) });
      } else {
        const text = css.slice(index, end).trim();
        const name = /^@(?:property|keyframes)\s+([\w-]+)/.exec(prelude)?.[1];
        nodes.push(name ? { kind: "named", text, name } : { kind: "text", text });
      }
    } else {
      const body = css.slice(cursor + 1, end - 1);
      const declarations = body.split(";").filter((declaration) => declaration.trim());
      // A rule that only declares custom properties (the theme, Tailwind's defaults) is cut to those the page reads.
      const variables = declarations.every((declaration) => declaration.trim().startsWith("--"))
        ? {
            prelude,
            declarations: declarations.map((declaration): [string, string] => {
              const colon = declaration.indexOf(":");
              return [declaration.slice(0, colon).trim(), declaration.trim()];
            }),
          }
        : undefined;
      nodes.push({
        kind: "rule",
        text: css.slice(index, end).trim(),
        selectors: selectorRequirements(prelude),
        variables,
      });
    }
    index = end;
  }
  return nodes;
}

/** Splits a selector list at its top-level commas. */
function splitSelectors(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < list.length; index += 1) {
    const char = list[index];
    if (char === "\\") index += 1;
    else if (char === "(" || char === "[") depth += 1;
    else if (char === ")" || char === "]") depth -= 1;
    else if (char === "," && depth === 0) {
      parts.push(list.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

/** Drops `:not(…)`: a class there is one the element must *not* have, so it can't be required. */
function withoutNegations(selector: string): string {
  let result = selector;
  for (let at = result.indexOf(":not("); at >= 0; at = result.indexOf(":not(")) {
    let depth = 0;
    let end = at + 4;
    for (; end < result.length; end += 1) {
      if (result[end] === "\\") end += 1;
      else if (result[end] === "(") depth += 1;
      else if (result[end] === ")" && --depth === 0) break;
    }
    result = result.slice(0, at) + result.slice(end + 1);
  }
  return result;
}

/** Drops attribute selectors (`[hidden]`, `[data-x="a.b"]`), not the escaped brackets of a class (`.w-\[50\%\]`). */
function withoutAttributes(selector: string): string {
  let result = "";
  for (let index = 0; index < selector.length; index += 1) {
    const char = selector[index];
    if (char === "\\") {
      result += selector.slice(index, index + 2);
      index += 1;
    } else if (char === "[") {
      while (index < selector.length && selector[index] !== "]") {
        if (selector[index] === '"' || selector[index] === "'") index = closingQuote(selector, index);
        index += 1;
      }
    } else result += char;
  }
  return result;
}

const CLASS_IN_SELECTOR = /\.((?:\\[0-9a-fA-F]{1,6}[ \t]?|\\[^0-9a-fA-F]|[\w-])+)/g;

function unescapeIdentifier(identifier: string): string {
  return identifier.replace(/\\([0-9a-fA-F]{1,6})[ \t]?|\\(.)/g, (_match, hex: string, char: string) =>
    hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : char,
  );
}

/** An element name at the start of a compound selector (`abbr`, `:where(select)`); not a pseudo-class's argument. */
const ELEMENT_IN_SELECTOR = /(?:^|[\s>+~(])([a-zA-Z][\w-]*)/g;
const PSEUDO_WITH_ARGUMENT =
  /::?(?:nth-[\w-]+|lang|dir|state|part|host-context|host|slotted|highlight|active-view-transition-type)\([^)]*\)/g;

/** For each selector of a rule, the classes and elements a page must have for it to match. */
function selectorRequirements(selectorList: string): Requirement[] {
  return splitSelectors(selectorList).map((selector) => {
    // Attribute selectors ([data-x="a.b"], [hidden]) name neither classes nor elements.
    const bare = withoutAttributes(withoutNegations(selector));
    const classes = [...bare.matchAll(CLASS_IN_SELECTOR)].map((match) => unescapeIdentifier(match[1] ?? ""));
    const withoutClasses = bare.replace(CLASS_IN_SELECTOR, "").replace(PSEUDO_WITH_ARGUMENT, "");
    const elements = [...withoutClasses.matchAll(ELEMENT_IN_SELECTOR)].map((match) =>
      (match[1] ?? "").toLowerCase(),
    );
    return { classes, elements };
  });
}

function matches(requirement: Requirement, used: Used): boolean {
  return (
    requirement.classes.every((name) => used.classes.has(name)) &&
    requirement.elements.every((name) => used.elements.has(name))
  );
}

/**
 * The rules that can match the page. Without `used.variables`, rules of custom properties and
 * named at-rules are left out (the first pass, which finds what the page reads); with it, each keeps
 * what is read.
 */
export function serialize(nodes: CssNode[], used: Used): string {
  let css = "";
  for (const node of nodes) {
    if (node.kind === "text") css += node.text;
    else if (node.kind === "named") {
      if (used.variables?.has(node.name)) css += node.text;
    } else if (node.kind === "rule") {
      if (!node.selectors.some((requirement) => matches(requirement, used))) continue;
      if (!node.variables) css += node.text;
      else if (used.variables) {
        const kept = node.variables.declarations.filter(([name]) => used.variables?.has(name));
        if (kept.length > 0) css += `${node.variables.prelude}{${kept.map(([, text]) => text).join(";")}}`;
      }
    } else {
      const inner = serialize(node.children, used);
      if (inner) css += `${node.prelude}{${inner}}`;
    }
  }
  return css;
}

/** Every custom property's declarations, to follow `var()`s from one to the next. */
export function variableValues(nodes: CssNode[], values = new Map<string, string>()): Map<string, string> {
  for (const node of nodes) {
    if (node.kind === "block") variableValues(node.children, values);
    else if (node.kind === "rule" && node.variables) {
      for (const [name, text] of node.variables.declarations)
        values.set(name, `${values.get(name) ?? ""} ${text}`);
    }
  }
  return values;
}

export const VARIABLE_REFERENCE = /var\(\s*(--[\w-]+)/g;
const WORD = /[\w-]+/g;

/** The custom properties, keyframes and registered properties that `text` (and what it reads) names. */
export function readNames(text: string, values: Map<string, string>): Set<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(WORD)) names.add(match[0]);
  const pending = [...text.matchAll(VARIABLE_REFERENCE)].map((match) => match[1] as string);
  while (pending.length > 0) {
    const name = pending.pop() as string;
    const value = values.get(name);
    if (!value || names.has(`=${name}`)) continue;
    names.add(`=${name}`); // followed
    for (const match of value.matchAll(WORD)) names.add(match[0]);
    for (const match of value.matchAll(VARIABLE_REFERENCE)) pending.push(match[1] as string);
  }
  return names;
}
