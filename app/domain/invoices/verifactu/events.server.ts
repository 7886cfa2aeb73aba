import { desc } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { invoiceEvents } from "#app/db/schema/invoice-records";
import { getEnv } from "#app/lib/env.server";
import type { Logger } from "#app/lib/logger.server";
import { billingSystem } from "./billing-system";
import { EVENTS_CHAIN, lockChain } from "./chain.server";
import { type EventRecord, INVOICE_EVENT_TYPES, type InvoiceEventType } from "./event";
import { formatRecordTimestamp } from "./format";
import { eventRecordHuella } from "./huella";
import type { BillingSystem } from "./record";

export type InvoiceEventContext = { system: BillingSystem; issuer: { name: string; taxId: string } };

/** The system and the issuer named in every event: the company configured in the environment. */
export function invoiceEventContextFrom(
  env: Parameters<typeof billingSystem>[0] = getEnv(),
): InvoiceEventContext {
  return {
    system: billingSystem(env),
    issuer: { name: env.COMPANY_NAME, taxId: env.COMPANY_NIF.toUpperCase() },
  };
}

/**
 * Appends a registro de evento to the installation's chain of events, in its own transaction
 * (nested in the caller's when `db` is one). `details` is what the staff read about it (what was
 * exported, which record broke the chain); it is kept beside the event, not hashed.
 */
export async function recordInvoiceEvent(
  db: Db,
  {
    type,
    details = {},
    context = invoiceEventContextFrom(),
    clock = () => new Date(),
  }: {
    type: InvoiceEventType;
    details?: Record<string, unknown>;
    context?: InvoiceEventContext;
    clock?: () => Date;
  },
): Promise<{ id: string; position: number; huella: string }> {
  return db.transaction(async (tx) => {
    await lockChain(tx, EVENTS_CHAIN);
    const [last] = await tx
      .select({
        position: invoiceEvents.position,
        record: invoiceEvents.record,
        huella: invoiceEvents.huella,
      })
      .from(invoiceEvents)
      .orderBy(desc(invoiceEvents.position))
      .limit(1);
    const previousRecord = last?.record as EventRecord | undefined;
    const unsigned: Omit<EventRecord, "huella"> = {
      kind: "evento",
      system: context.system,
      issuer: context.issuer,
      type: INVOICE_EVENT_TYPES[type],
      previous:
        last && previousRecord
          ? { type: previousRecord.type, generatedAt: previousRecord.generatedAt, huella: last.huella }
          : null,
      generatedAt: formatRecordTimestamp(clock()),
    };
    const record: EventRecord = { ...unsigned, huella: eventRecordHuella(unsigned) };
    const [row] = await tx
      .insert(invoiceEvents)
      .values({
        position: (last?.position ?? 0) + 1,
        type: record.type,
        record,
        details,
        huella: record.huella,
        previousHuella: record.previous?.huella ?? null,
      })
      .returning({ id: invoiceEvents.id, position: invoiceEvents.position, huella: invoiceEvents.huella });
    if (!row) throw new Error("invoice event not inserted");
    return row;
  });
}

/**
 * The invoicing system starts working (a registro de evento, one per serving process); returns
 * what registers its stop, which never throws: a database already gone must not keep the process
 * from stopping.
 */
export async function startInvoicingSystem(
  db: Db,
  { env, logger }: { env: Parameters<typeof billingSystem>[0]; logger: Pick<Logger, "error"> },
): Promise<() => Promise<void>> {
  const context = invoiceEventContextFrom(env);
  await recordInvoiceEvent(db, { type: "system_start", context });
  return async () => {
    await recordInvoiceEvent(db, { type: "system_stop", context }).catch((error: unknown) =>
      logger.error({ err: error }, "could not register the invoicing system's stop"),
    );
  };
}
