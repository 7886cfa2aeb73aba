/**
 * What the PDFs' standard fonts can draw: Helvetica in pdfkit encodes text as WinAnsi
 * (windows-1252), which covers Spanish and the other Western European languages. Any other
 * character (an emoji, a Chinese or Greek letter) comes out as unrelated glyphs, so a text that must
 * stay literal (a buyer's own words in a contract) spells such a character by its code instead.
 */

/** windows-1252's printable characters between 0x80 and 0x9F (the rest of it is Latin-1). */
const WIN_ANSI_HIGH = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

export function isWinAnsiPrintable(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  if (code >= 0x20 && code <= 0x7e) return true;
  if (code >= 0xa0 && code <= 0xff) return true;
  return WIN_ANSI_HIGH.has(character);
}

/** 'U+1F600': how a character the fonts cannot draw is written instead. */
const codeOf = (character: string) =>
  `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;

/**
 * The text as the PDF can print it, unchanged where it can: a tab becomes a space, and each
 * character outside WinAnsi becomes its code in brackets ('[U+4E2D]'), so nothing is lost or
 * silently turned into another letter. `replaced` says whether any was.
 */
export function winAnsiLiteral(text: string): { text: string; replaced: boolean } {
  let replaced = false;
  let out = "";
  for (const character of text.replace(/\t/g, " ")) {
    if (isWinAnsiPrintable(character)) out += character;
    else {
      replaced = true;
      out += `[${codeOf(character)}]`;
    }
  }
  return { text: out, replaced };
}
