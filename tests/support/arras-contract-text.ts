import { pdfPages } from "./pdf-text";

/**
 * Reading a generated arras contract back. Its justified lines are drawn without space glyphs, so
 * the whole contract (every page) is compared with the spaces taken out of both sides.
 */
export const withoutSpaces = (text: string) => text.replace(/\s+/g, "");

export const pdfWithoutSpaces = (pdf: Uint8Array) => withoutSpaces(pdfPages(pdf).flat().join(""));

/** What a non-resident seller's contract (250.000 €) must say, and the missed-deadline clause. */
export const NON_RESIDENT_CONTRACT_WORDS = [
  "Parte vendedora no residente",
  "retendrá el 3 % del precio total, 7.500,00 €",
  "modelo 211",
  "certificado de residencia fiscal",
  "sustituta del contribuyente en la plusvalía municipal",
  "Si no se firma la escritura en plazo",
] as const;

/** 'Borrador generado el 26 de noviembre de 2026.': a date in words, not a timestamp. */
export const DRAFT_FOOTER_WITHOUT_SPACES = /Borradorgeneradoel\d{1,2}de[a-z]+de\d{4}\./;
