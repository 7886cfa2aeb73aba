import { describe, expect, test } from "vitest";
import { CLOSING_FIELD_ERRORS } from "#app/domain/closing/action-forms";
import { DOCUMENT_ERRORS } from "#app/domain/closing/document-file";
import { CHECKLIST_KEYS, closingChecklist } from "#app/domain/closing/documents";
import { CLOSING_REFUSALS, feinWaitEs } from "#app/domain/closing/refusals";
import { FALL_THROUGH_REFUSALS_ES, FALL_THROUGH_TEXTS } from "#app/domain/sale/fall-through.schema";
import { type MessageKey, translator } from "#app/lib/i18n/translate";

/**
 * The Spanish catalogue is the reference the other languages are written from: it must say what
 * the domain's own Spanish sentences say, which the seller, staff and a Spanish buyer read.
 */
const es = translator("es");
const key = (name: string) => name as MessageKey;

describe("the Spanish words of the room's refusals, legal bases and fall-through form are the domain's", () => {
  test("each refused field", () => {
    for (const [name, spanish] of Object.entries(CLOSING_FIELD_ERRORS))
      expect(es(key(`closing.field.${name}`)), name).toBe(spanish);
  });

  test("each refused file", () => {
    const file = { missing: "fileMissing", tooLarge: "fileTooLarge", wrongType: "fileWrongType" } as const;
    for (const [code, spanish] of Object.entries(DOCUMENT_ERRORS))
      expect(es(key(`closing.field.${file[code as keyof typeof file]}`)), code).toBe(spanish);
  });

  test("each refusal a buyer can meet in the room, and the FEIN's wait with its day", () => {
    const buyerMeets = Object.entries(CLOSING_REFUSALS).filter(
      ([code]) => code !== "keysAfterDeed" && code !== "partiesShare",
    );
    for (const [code, spanish] of buyerMeets) expect(es(key(`closing.refusal.${code}`)), code).toBe(spanish);
    expect(es("closing.refusal.feinWait", { day: "11 de diciembre de 2026" })).toBe(feinWaitEs("2026-12-11"));
  });

  test("each document's legal basis", () => {
    const every = closingChecklist({
      sellerResidence: "no-residente",
      province: "Barcelona",
      mortgageToCancel: true,
      communityOfOwners: true,
      buyerFinancing: "mortgage",
    });
    expect(every.map((item) => item.key).sort()).toEqual([...CHECKLIST_KEYS].sort());
    for (const item of every)
      expect(es(key(`closing.doc.${item.key}.basis`)), item.key).toBe(item.legalBasis);
  });

  test("the fall-through form and its refusals", () => {
    for (const [name, spanish] of Object.entries(FALL_THROUGH_TEXTS))
      expect(es(key(`fallThrough.${name}`)), name).toBe(spanish);
    expect(es("fallThrough.noteTooLong", { max: 500 })).toBe(FALL_THROUGH_REFUSALS_ES.noteTooLong);
  });
});
