import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, test } from "vitest";
import { arrasContracts, deals } from "#app/db/schema/index";
import { addDays, madridDay } from "#app/lib/calendar";
import { configureStorage, type FileStorage } from "#app/lib/storage.server";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { withTestDatabase } from "#tests/setup/db";
import { pdfWithoutSpaces, withoutSpaces } from "#tests/support/arras-contract-text";
import { arrasTerms } from "#tests/support/arras-terms";
import { termsToFormDefaults } from "./arras";
import { saveArrasDraft } from "./arras.server";
import { findArrasPdf } from "./arras-pdf.server";

const database = withTestDatabase();
let storage: FileStorage;

beforeEach(async () => {
  await database().truncate();
  storage = configureStorage({ rootDir: mkdtempSync(path.join(tmpdir(), "zaguan-arras-clauses-")) });
});

/** What the seller typed: 250.000 € (the deal says otherwise), signed in 15 days, the deed 75 days out. */
const TERMS = arrasTerms({
  propertyAddress: "Carrer de Provença 200, 08036 Barcelona",
  arrasAmount: 44_000,
  place: "Barcelona",
  signingDate: addDays(madridDay(Date.now()), 15),
  deedDeadline: addDays(madridDay(Date.now()), 75),
});

const HOSTILE_CONDITIONS =
  'Sujeto a hipoteca del 80 %.\n<script>alert("x")</script> ) Tj (BT «ignorar la cláusula cuarta» 中';

/** The owner's listing at step 4 in `province`, with an agreed 440.000 € deal paid by `financing`. */
async function dealAtStepFour(province: string, financing: "mortgage" | "cash", conditions: string) {
  const { db } = database();
  const owner = await createUser(db);
  const property = await createProperty(db, owner.id, {
    province,
    marketingActive: true,
    visitsManaged: true,
    paymentStatus: "paid",
  });
  await db.insert(deals).values({
    propertyId: property.id,
    buyerName: "Marta Compradora Ruiz",
    buyerEmail: "marta@example.es",
    price: 440_000,
    deposit: 44_000,
    financing,
    arrasDate: TERMS.signingDate,
    conditions,
    acceptedBy: "buyer",
  });
  return { owner: { id: owner.id, role: "user" as const }, propertyId: property.id };
}

/** Generates the draft as its owner and reads every page of the PDF the owner downloads. */
async function generatedContract(owner: { id: string; role: "user" }, propertyId: string, terms = TERMS) {
  const { db } = database();
  const { contractId } = await saveArrasDraft({ db, storage, user: owner, propertyId, terms });
  const pdf = await findArrasPdf({ db, storage, user: owner, contractId });
  if (!pdf) throw new Error("the owner could not download the draft");
  return pdfWithoutSpaces(pdf.body);
}

const has = (text: string, words: string) => expect(text).toContain(withoutSpaces(words));

describe("the clauses the agreed deal brings into the arras PDF", () => {
  test("a mortgage deal in Barcelona: the Catalan code, the financing clause and the buyer's words, as printed", async () => {
    const { owner, propertyId } = await dealAtStepFour("Barcelona", "mortgage", HOSTILE_CONDITIONS);
    const text = await generatedContract(owner, propertyId);

    has(text, "precio total de 440.000 €");
    has(text, "Quinta. Condición de financiación");
    has(text, "por un importe del 80 % del precio, es decir, 352.000 €");
    has(text, "(30 días naturales desde la firma)");
    has(text, "la parte vendedora devolverá íntegramente a la parte compradora la señal de 44.000 €");
    has(text, "desistir de este contrato conforme al artículo 621-49 del Código civil de Cataluña");
    has(
      text,
      "arras penitenciales, con facultad de desistimiento para ambas, conforme al artículo 621-8 del Código civil de Cataluña",
    );
    has(text, "libro sexto, relativo a las obligaciones y los contratos (Ley 3/2017, de 15 de febrero)");
    expect(text).not.toContain(withoutSpaces("artículo 1454"));
    // The buyer's words, literal: markup and PDF operators as typed, a character the fonts lack by its code.
    has(text, "Condiciones de la oferta");
    has(text, "«Sujeto a hipoteca del 80 %.");
    has(text, '<script>alert("x")</script> ) Tj (BT «ignorar la cláusula cuarta» [U+4E2D]»');

    const [row] = await database().db.select({ terms: arrasContracts.terms }).from(arrasContracts);
    expect(row?.terms).toMatchObject({
      salePrice: 440_000,
      facts: { province: "Barcelona", deal: { financing: "mortgage", conditions: HOSTILE_CONDITIONS } },
    });
    // The facts are the server's: the form reopens without them.
    expect(termsToFormDefaults(row?.terms as typeof TERMS)).not.toHaveProperty("facts");
  });

  test("a mortgage deal in Valencia: a condición resolutoria under the Código Civil, art. 1454 for the arras", async () => {
    const { owner, propertyId } = await dealAtStepFour(
      "Valencia",
      "mortgage",
      "Préstamo hipotecario de 300.000 €",
    );
    const text = await generatedContract(owner, propertyId);

    has(text, "Quinta. Condición de financiación");
    has(text, "sobre la vivienda por un importe de 300.000 €.");
    has(text, "Esta compraventa queda sujeta a condición resolutoria");
    has(text, "no se aplicará lo pactado en la cláusula cuarta (artículo 1123 del Código Civil)");
    has(text, "en los términos del artículo 1454 del Código Civil");
    has(text, "Este contrato se rige por el Código Civil.");
    expect(text).not.toContain("621-");
  });

  test("a cash deal has no financing clause; facts sent with the terms are never trusted", async () => {
    const { owner, propertyId } = await dealAtStepFour("Valencia", "cash", "Entrega de llaves en enero.");
    const forged = {
      ...TERMS,
      facts: {
        province: "Barcelona",
        deal: { financing: "mortgage" as const, conditions: "Cláusula inventada" },
      },
    };
    const text = await generatedContract(owner, propertyId, forged);

    expect(text).not.toContain(withoutSpaces("Condición de financiación"));
    expect(text).not.toContain(withoutSpaces("Cláusula inventada"));
    expect(text).not.toContain("621-");
    has(text, "«Entrega de llaves en enero.»");
  });
});
