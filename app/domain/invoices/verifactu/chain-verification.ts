/** Where a chain first breaks: which chain, which record, what is wrong (in Spanish, for the staff). */
export type ChainBreak = {
  chain: "records" | "events";
  /** The issuer's NIF, for a chain of records. */
  issuerTaxId: string | null;
  /** The record's or event's place in its chain (the one expected, when one is missing). */
  position: number;
  recordId: string | null;
  invoiceNumber: string | null;
  problem: string;
};

export type ChainVerification =
  | { ok: true; issuers: number; records: number; events: number }
  | { ok: false; issuers: number; records: number; events: number; break: ChainBreak };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The verifier's answer as the staff read it on /admin/facturas. */
export function describeChainVerification(result: ChainVerification): string {
  const checked = `${plural(result.records, "registro de facturación", "registros de facturación")} de ${plural(result.issuers, "emisor", "emisores")} y ${plural(result.events, "registro de evento", "registros de evento")}`;
  if (result.ok) return `La cadena está íntegra: ${checked} comprobados, sin ninguna rotura.`;
  const { break: found } = result;
  const where =
    found.chain === "records"
      ? `el registro n.º ${found.position} del emisor ${found.issuerTaxId}${found.invoiceNumber ? ` (factura ${found.invoiceNumber})` : ""}`
      : `el registro de evento n.º ${found.position}`;
  return `La cadena está rota en ${where}: ${found.problem} Queda anotado como evento de anomalía.`;
}
