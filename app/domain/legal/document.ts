import { escapeHtml } from "#app/domain/blog/text";

/**
 * A legal text as data: the public pages render it as React, the contract dialogs and the stored
 * `contract_html` use `legalDocumentToHtml`, so every reader sees the same words.
 */
export type LegalBlock =
  | { type: "paragraph"; text: string }
  | { type: "list"; items: string[] }
  /** Label and value pairs: the parties' details. */
  | { type: "fields"; fields: { label: string; value: string }[] };

export type LegalSection = { heading: string; blocks: LegalBlock[] };

export type LegalDocument = {
  title: string;
  /** 'Última actualización: …' or 'En Madrid, a …'. */
  dateLine: string;
  intro: LegalBlock[];
  sections: LegalSection[];
  /** Closing lines (signatures), if any. */
  closing: LegalBlock[];
};

export const p = (text: string): LegalBlock => ({ type: "paragraph", text });
export const list = (...items: string[]): LegalBlock => ({ type: "list", items });

/** What a blank field prints as in a template nobody has filled in yet. */
export const BLANK = "____________________";

/** A value that is missing or only whitespace is printed as a blank line to fill in. */
export function orBlank(value: string | null | undefined): string {
  return value?.trim() ? value.trim() : BLANK;
}

function blockToHtml(block: LegalBlock): string {
  switch (block.type) {
    case "paragraph":
      return `<p>${escapeHtml(block.text)}</p>`;
    case "list":
      return `<ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;
    case "fields":
      return `<dl>${block.fields
        .map(({ label, value }) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
        .join("")}</dl>`;
  }
}

/** Safe HTML: every value, including an agency's own data, is escaped. */
export function legalDocumentToHtml(document: LegalDocument): string {
  const parts = [
    `<h1>${escapeHtml(document.title)}</h1>`,
    `<p>${escapeHtml(document.dateLine)}</p>`,
    ...document.intro.map(blockToHtml),
    ...document.sections.flatMap((section) => [
      `<h2>${escapeHtml(section.heading)}</h2>`,
      ...section.blocks.map(blockToHtml),
    ]),
    ...document.closing.map(blockToHtml),
  ];
  return parts.join("\n");
}

/** Plain text for search engines' descriptions and for tests. */
export function legalDocumentToText(document: LegalDocument): string {
  const blockText = (block: LegalBlock) =>
    block.type === "paragraph"
      ? block.text
      : block.type === "list"
        ? block.items.join("\n")
        : block.fields.map(({ label, value }) => `${label}: ${value}`).join("\n");
  return [
    document.title,
    document.dateLine,
    ...document.intro.map(blockText),
    ...document.sections.flatMap((section) => [section.heading, ...section.blocks.map(blockText)]),
    ...document.closing.map(blockText),
  ].join("\n");
}
