import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { type InvoiceSeries, invoiceCounters, invoices } from "#app/db/schema/invoices";
import { payments } from "#app/db/schema/payments";
import { properties } from "#app/db/schema/properties";
import { users } from "#app/db/schema/users";
import { isBlankDni } from "#app/domain/users/dni";
import type { Env } from "#app/lib/env.server";
import { invoiceAmounts } from "./amounts";
import {
  type BillingDomicile,
  billingDomicileOf,
  type ForeignId,
  foreignIdOf,
  formatDomicile,
  invoicesCompany,
} from "./billing-details";
import { SPAIN } from "./countries";

/**
 * Whom a private payer's invoice names by: their DNI/NIE when they live in Spain; abroad their
 * foreign id with its country and AEAT IDType, for Veri*factu's IDOtro (ADR 0060).
 */
function particularTaxId(domicile: BillingDomicile | null, foreignId: ForeignId | null, nif: string | null) {
  if (domicile && domicile.country !== SPAIN && foreignId)
    return { customerTaxId: foreignId.id, customerCountry: domicile.country, customerIdType: foreignId.type };
  return { customerTaxId: nif, customerCountry: null, customerIdType: null };
}

import { paymentKindLabel } from "./concept";
import { invoiceYear } from "./numbering";
import { appendAltaRecord } from "./verifactu/records.server";

/** Who issues the invoices: the company configured in the environment. */
export type InvoiceIssuer = { name: string; taxId: string; address: string };

export function invoiceIssuerFrom(
  env: Pick<Env, "COMPANY_NAME" | "COMPANY_NIF" | "COMPANY_ADDRESS">,
): InvoiceIssuer {
  return { name: env.COMPANY_NAME, taxId: env.COMPANY_NIF, address: env.COMPANY_ADDRESS };
}

/**
 * Takes the next number of a series for the year `at` falls in. Must run inside the transaction
 * that records what is invoiced: the counter row stays locked until it commits, so concurrent
 * payments queue here and a rolled-back payment gives its number back (no gaps, no duplicates).
 * The date is read after the lock, so numbers also follow the order of their dates.
 */
export async function takeNextNumber(
  tx: Db,
  series: InvoiceSeries,
  clock: () => Date,
): Promise<{ year: number; number: number; issuedAt: Date }> {
  const probeYear = invoiceYear(clock());
  // The year's counter row exists before anyone locks it (the first payment of a year creates it).
  await tx.insert(invoiceCounters).values({ series, year: probeYear, lastNumber: 0 }).onConflictDoNothing();
  // Lock every counter of the series: the newest year decides, and no later year can start meanwhile.
  const counters = await tx
    .select({ year: invoiceCounters.year, lastNumber: invoiceCounters.lastNumber })
    .from(invoiceCounters)
    .where(eq(invoiceCounters.series, series))
    .orderBy(invoiceCounters.year)
    .for("update");
  const issuedAt = clock();
  const year = invoiceYear(issuedAt);
  const latest = counters.at(-1);
  // A server whose clock lags behind a year already opened must not reopen the closed year.
  if (latest && latest.year > year)
    throw new Error(`invoice series ${series}: year ${latest.year} already started, clock says ${year}`);
  const [updated] = await tx
    .insert(invoiceCounters)
    .values({ series, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.series, invoiceCounters.year],
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ number: invoiceCounters.lastNumber });
  if (!updated) throw new Error("invoice counter not updated");
  return { year, number: updated.number, issuedAt };
}

/**
 * Issues the ordinary invoice (series F) of a succeeded payment, in the caller's transaction.
 * The customer is copied from the profile and, for an agency, from the company data it gave for
 * the listing (name, CIF, address); amounts come from what was charged. Returns null when the
 * payment already has its invoice (a redelivered event), so calling it twice is harmless.
 * Appends the invoice's Veri*factu registro de alta to its issuer's chain (ADR 0038).
 */
export async function issueInvoiceForPayment(
  tx: Db,
  {
    paymentId,
    issuer,
    clock = () => new Date(),
  }: { paymentId: string; issuer: InvoiceIssuer; clock?: () => Date },
): Promise<{ id: string; year: number; number: number } | null> {
  const [existing] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.paymentId, paymentId), eq(invoices.series, "F")));
  if (existing) return null;

  const [subject] = await tx
    .select({
      userId: payments.userId,
      amount: payments.amount,
      productType: payments.productType,
      providerPaymentId: payments.providerPaymentId,
      storedTitle: payments.propertyTitle,
      title: properties.title,
      address: properties.address,
      origin: properties.propertyOrigin,
      agency: properties.agencyDetails,
      ownerName: properties.ownerName,
      listingDni: properties.dni,
      profileName: users.name,
      profileDni: users.dni,
      billingCountry: users.billingCountry,
      billingStreet: users.billingStreet,
      billingPostalCode: users.billingPostalCode,
      billingCity: users.billingCity,
      billingProvince: users.billingProvince,
      foreignIdType: users.billingForeignIdType,
      foreignId: users.billingForeignId,
    })
    .from(payments)
    .leftJoin(properties, eq(properties.id, payments.propertyId))
    .leftJoin(users, eq(users.id, payments.userId))
    .where(eq(payments.id, paymentId));
  if (!subject) throw new Error(`no payment ${paymentId} to invoice`);

  const isAgency = invoicesCompany(subject.origin, subject.agency);
  // The payer's billing domicile (asked before the payment started: checkout.server.ts), on one line.
  const domicile = billingDomicileOf({
    country: subject.billingCountry,
    street: subject.billingStreet,
    postalCode: subject.billingPostalCode,
    city: subject.billingCity,
    province: subject.billingProvince,
  });
  const customer = isAgency
    ? {
        customerKind: "agency" as const,
        customerName: subject.agency?.company_name ?? "",
        customerTaxId: blankToNull(subject.agency?.company_nif),
        customerAddress: blankToNull(subject.agency?.company_address),
      }
    : {
        customerKind: "particular" as const,
        customerName: subject.profileName ?? subject.ownerName ?? "Cliente",
        customerAddress: domicile ? formatDomicile(domicile) : null,
        ...particularTaxId(
          domicile,
          foreignIdOf(subject),
          nifOf(subject.profileDni) ?? nifOf(subject.listingDni),
        ),
      };
  const title = subject.title ?? subject.storedTitle;
  const concept = paymentKindLabel(subject);
  const description = [
    subject.productType === "final_fee" && isAgency ? "Comisión Final de Agencia" : concept,
    title ? `«${title}»` : null,
    subject.address,
  ]
    .filter(Boolean)
    .join(" — ");

  const { year, number, issuedAt } = await takeNextNumber(tx, "F", clock);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      series: "F",
      year,
      number,
      issuedAt,
      paymentId,
      userId: subject.userId,
      issuerName: issuer.name,
      issuerTaxId: issuer.taxId,
      issuerAddress: issuer.address,
      ...customer,
      description,
      ...invoiceAmounts(subject.amount),
    })
    .returning({ id: invoices.id, year: invoices.year, number: invoices.number });
  if (!invoice) throw new Error("invoice not inserted");
  // Its registro de alta, in the same transaction: an invoice never exists unregistered.
  await appendAltaRecord(tx, { invoiceId: invoice.id, clock });
  return invoice;
}

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
/** 'N/A' is how older data says "no DNI": it is no NIF to print on an invoice. */
const nifOf = (value: string | null | undefined) => (isBlankDni(value) ? null : blankToNull(value));
