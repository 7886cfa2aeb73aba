import type { Db } from "#app/db/client.server";
import { propertyContracts } from "#app/db/schema/contracts";
import { payments } from "#app/db/schema/payments";
import { BUCKETS, type FileStorage } from "#app/lib/storage.server";

/** A minimal, valid one-page PDF (what a viewer opens), with a marker to recognise whose it is. */
export function minimalPdf(marker: string): Buffer {
  const text = `BT /F1 12 Tf 72 720 Td (${marker}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/** A signed contract of a property, its PDF stored where the agency process keeps it. */
export async function createContract(
  db: Db,
  storage: FileStorage,
  {
    userId,
    propertyId,
    withPdf = true,
    marker = "contrato",
  }: { userId: string; propertyId: string; withPdf?: boolean; marker?: string },
) {
  const path = withPdf ? `${userId}/${propertyId}/${Date.now()}-management-contract.pdf` : null;
  if (path) await storage.put(BUCKETS.propertyContracts, path, minimalPdf(marker), "application/pdf");
  const [contract] = await db
    .insert(propertyContracts)
    .values({
      userId,
      propertyId,
      contractHtml: "<p>Contrato de gestión de venta</p>",
      acceptedAt: new Date("2026-10-05T10:00:00Z"),
      pdfStoragePath: path,
    })
    .returning();
  if (!contract) throw new Error("contract not created");
  return contract;
}

/** A succeeded payment of a property, as the fulfilment records it. */
export async function createPayment(
  db: Db,
  {
    userId,
    propertyId,
    propertyTitle = null,
    productType = "marketing",
    amount = 60_500,
  }: {
    userId: string;
    propertyId: string | null;
    propertyTitle?: string | null;
    productType?: "marketing" | "final_fee";
    amount?: number;
  },
) {
  const [payment] = await db
    .insert(payments)
    .values({
      userId,
      propertyId,
      propertyTitle,
      productType,
      amount,
      status: "succeeded",
      provider: "test",
      providerPaymentId: `pi_test_${productType}_${crypto.randomUUID()}`,
    })
    .returning();
  if (!payment) throw new Error("payment not created");
  return payment;
}
