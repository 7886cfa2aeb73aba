import { beforeEach, describe, expect, test } from "vitest";
import { closingDocuments, deals } from "#app/db/schema/index";
import { isDomainError } from "#app/domain/errors";
import { BUCKETS } from "#app/lib/storage.server";
import { withTestDatabase } from "#tests/setup/db";
import { closingDealWorld } from "#tests/support/closing-deal-world";
import { DOCUMENT_ERRORS, MAX_DOCUMENT_BYTES } from "./document-file";
import {
  closingDocumentFile,
  documentsChecklist,
  markDocumentReceived,
  uploadClosingDocument,
} from "./documents.server";

const database = withTestDatabase();
beforeEach(() => database().truncate());

const NOW = new Date("2026-11-20T10:00:00Z");
const PDF = new TextEncoder().encode("%PDF-1.7\nnota simple de prueba\n%%EOF");
const outcome = async (promise: Promise<unknown>) => {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof Response) return error.status;
    if (isDomainError(error)) return error.code;
    throw error;
  }
};

describe("the checklist read from the deal", () => {
  test("a non-resident seller in Cataluña with a mortgage to cancel, a buyer with a mortgage", async () => {
    const w = await closingDealWorld(database(), {
      province: "Barcelona",
      residence: "no-residente",
      charges: "hipoteca",
    });
    const keys = (await documentsChecklist(w.db, await w.room(w.seller))).map((entry) => entry.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        "cedula-habitabilidad",
        "certificado-deuda-hipoteca",
        "nie-vendedor",
        "modelo-211",
        "fein",
        "certificado-comunidad",
      ]),
    );
  });

  test("a resident seller in Madrid with a home free of charges: none of those", async () => {
    const w = await closingDealWorld(database(), { province: "Madrid" });
    const keys = (await documentsChecklist(w.db, await w.room(w.buyer))).map((entry) => entry.key);
    for (const key of ["cedula-habitabilidad", "certificado-deuda-hipoteca", "nie-vendedor", "modelo-211"])
      expect(keys).not.toContain(key);
  });
});

describe("who sees and adds the documents", () => {
  test("the seller uploads the nota simple; the buyer and staff open it; a stranger and another buyer get a 404", async () => {
    const w = await closingDealWorld(database());
    const deps = { db: w.db, storage: w.storage, now: NOW, mail: w.mail };
    const uploaded = await uploadClosingDocument(deps, await w.room(w.seller), w.seller.id, {
      itemKey: "nota-simple",
      issuedOn: "2026-11-10",
      file: { name: "nota.pdf", size: PDF.length, bytes: PDF },
    });
    if (!uploaded.ok) throw new Error(uploaded.error);
    for (const reader of [w.seller, w.buyer, w.admin]) {
      const file = await closingDocumentFile(deps, await w.room(reader), uploaded.id);
      expect(file?.contentType).toBe("application/pdf");
      expect(Buffer.from(file?.body ?? []).toString()).toContain("nota simple de prueba");
    }
    expect(await outcome(w.room(w.stranger))).toBe("not_found");
    expect(await outcome(w.room(w.otherBuyer))).toBe("not_found");
    const entry = (await documentsChecklist(w.db, await w.room(w.buyer))).find(
      (e) => e.key === "nota-simple",
    );
    expect(entry?.state).toBe("received");
    expect(entry?.current?.issuedOn).toBe("2026-11-10");
  });

  test("another deal's document is not found through this deal's room", async () => {
    const w = await closingDealWorld(database());
    const [row] = await w.db
      .insert(closingDocuments)
      .values({
        dealId: w.deal.id,
        itemKey: "ibi",
        party: "seller",
        storageKey: "closing/x/ibi/a.pdf",
        contentType: "application/pdf",
      })
      .returning();
    await w.storage.put(
      BUCKETS.propertyContracts,
      "closing/x/ibi/a.pdf",
      Buffer.from(PDF),
      "application/pdf",
    );
    const room = await w.room(w.seller);
    const deps = { db: w.db, storage: w.storage };
    expect(await closingDocumentFile(deps, room, row?.id ?? "")).not.toBeNull();
    const elsewhere = { deal: { ...room.deal, id: crypto.randomUUID() } };
    expect(await closingDocumentFile(deps, elsewhere, row?.id ?? "")).toBeNull();
  });

  test("each party uploads only what they bring; the other party or staff mark it received on paper", async () => {
    const w = await closingDealWorld(database());
    const deps = { db: w.db, storage: w.storage, now: NOW, mail: w.mail };
    const file = { name: "dni.pdf", size: PDF.length, bytes: PDF };
    expect(
      await outcome(
        uploadClosingDocument(deps, await w.room(w.seller), w.seller.id, {
          itemKey: "dni-comprador",
          issuedOn: null,
          file,
        }),
      ),
    ).toBe("forbidden");
    expect(
      await outcome(
        uploadClosingDocument(deps, await w.room(w.admin), w.admin.id, {
          itemKey: "ibi",
          issuedOn: null,
          file,
        }),
      ),
    ).toBe("forbidden");
    expect(await outcome(markDocumentReceived(deps, await w.room(w.seller), w.seller.id, "ibi"))).toBe(
      "forbidden",
    );
    await markDocumentReceived(deps, await w.room(w.buyer), w.buyer.id, "ibi");
    await markDocumentReceived(deps, await w.room(w.admin), w.admin.id, "dni-comprador");
    const entries = await documentsChecklist(w.db, await w.room(w.seller));
    expect(entries.find((e) => e.key === "ibi")?.state).toBe("received");
    expect(entries.find((e) => e.key === "dni-comprador")?.current?.party).toBe("staff");
    expect(entries.find((e) => e.key === "escritura")?.state).toBe("missing");
    expect(await outcome(markDocumentReceived(deps, await w.room(w.buyer), w.buyer.id, "no-existe"))).toBe(
      "invalid",
    );
  });

  test("a wrong type or too large a file is refused and nothing is stored; a replaced file stays as history", async () => {
    const w = await closingDealWorld(database());
    const deps = { db: w.db, storage: w.storage, now: NOW, mail: w.mail };
    const seller = await w.room(w.seller);
    const html = new TextEncoder().encode("<html><script>alert(1)</script>");
    expect(
      await uploadClosingDocument(deps, seller, w.seller.id, {
        itemKey: "escritura",
        issuedOn: null,
        file: { name: "escritura.pdf", size: html.length, bytes: html },
      }),
    ).toEqual({ ok: false, code: "wrongType", error: DOCUMENT_ERRORS.wrongType });
    expect(
      await uploadClosingDocument(deps, seller, w.seller.id, {
        itemKey: "escritura",
        issuedOn: null,
        file: { name: "escritura.pdf", size: MAX_DOCUMENT_BYTES + 1, bytes: PDF },
      }),
    ).toEqual({ ok: false, code: "tooLarge", error: DOCUMENT_ERRORS.tooLarge });
    expect(await w.storage.list(BUCKETS.propertyContracts, `closing/${w.deal.id}/`)).toEqual([]);
    expect(await w.db.select().from(closingDocuments)).toEqual([]);

    const first = await uploadClosingDocument(deps, seller, w.seller.id, {
      itemKey: "escritura",
      issuedOn: null,
      file: { name: "a.pdf", size: PDF.length, bytes: PDF },
    });
    const second = await uploadClosingDocument(
      { ...deps, now: new Date(NOW.getTime() + 60_000) },
      seller,
      w.seller.id,
      {
        itemKey: "escritura",
        issuedOn: null,
        file: { name: "b.pdf", size: PDF.length, bytes: PDF },
      },
    );
    const entry = (await documentsChecklist(w.db, seller)).find((e) => e.key === "escritura");
    expect(second.ok && entry?.current?.id === second.id).toBe(true);
    expect(first.ok && entry?.history.map((row) => row.id)).toEqual([first.ok ? first.id : ""]);
  });

  test("a deal that fell through keeps its documents readable but takes no more", async () => {
    const w = await closingDealWorld(database());
    const { eq } = await import("drizzle-orm");
    await w.db
      .update(deals)
      .set({ releasedAt: NOW, releaseReason: "acuerdo" })
      .where(eq(deals.id, w.deal.id));
    expect(
      await outcome(
        uploadClosingDocument(
          { db: w.db, storage: w.storage, now: NOW, mail: w.mail },
          await w.room(w.seller),
          w.seller.id,
          {
            itemKey: "ibi",
            issuedOn: null,
            file: { name: "ibi.pdf", size: PDF.length, bytes: PDF },
          },
        ),
      ),
    ).toBe("conflict");
  });
});

describe("the other party is told of a document", () => {
  const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
  const file = { name: "doc.pdf", size: PDF.length, bytes: PDF };

  test("once an hour per party: the first upload tells the buyer, the next ones that hour do not", async () => {
    const w = await closingDealWorld(database());
    const upload = (itemKey: string, now: Date) =>
      w.room(w.seller).then((room) =>
        uploadClosingDocument({ db: w.db, storage: w.storage, now, mail: w.mail }, room, w.seller.id, {
          itemKey,
          issuedOn: null,
          file,
        }),
      );
    await upload("nota-simple", NOW);
    expect(w.sent.map((mail) => mail.to)).toEqual([w.buyer.email]);
    expect(w.sent[0]?.text).toContain("El vendedor ha subido «Nota simple del Registro de la Propiedad»");
    expect(w.sent[0]?.text).toContain(`/cierre/${w.deal.id}/documentos`);

    await upload("ibi", later(20));
    await upload("escritura", later(59));
    expect(w.sent).toHaveLength(1);
    await upload("certificado-energetico", later(80));
    expect(w.sent.map((mail) => mail.to)).toEqual([w.buyer.email, w.buyer.email]);
  });

  test("a paper mark tells the party who brings it; staff's tells both; a refused file tells no one", async () => {
    const w = await closingDealWorld(database());
    await markDocumentReceived(
      { db: w.db, now: NOW, mail: w.mail },
      await w.room(w.buyer),
      w.buyer.id,
      "ibi",
    );
    expect(w.sent.map((mail) => mail.to)).toEqual([w.seller.email]);
    expect(w.sent[0]?.text).toContain(
      "El comprador ha marcado «Último recibo del IBI» como recibido en papel.",
    );
    await markDocumentReceived(
      { db: w.db, now: NOW, mail: w.mail },
      await w.room(w.admin),
      w.admin.id,
      "dni-comprador",
    );
    expect(
      w.sent
        .slice(1)
        .map((mail) => mail.to)
        .sort(),
    ).toEqual([w.buyer.email, w.seller.email].sort());

    const refused = await uploadClosingDocument(
      { db: w.db, storage: w.storage, now: later(120), mail: w.mail },
      await w.room(w.buyer),
      w.buyer.id,
      {
        itemKey: "dni-comprador",
        issuedOn: null,
        file: { name: "x.pdf", size: 4, bytes: new Uint8Array([1, 2, 3, 4]) },
      },
    );
    expect(refused.ok).toBe(false);
    expect(w.sent).toHaveLength(3);
  });
});
