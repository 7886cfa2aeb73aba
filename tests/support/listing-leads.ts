import type { AppLoadContext } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import type { Db } from "#app/db/client.server";
import { listingFormStampScope } from "#app/domain/leads/intake/form-stamp-scope";
import { issueFormStamp } from "#app/lib/form-stamp.server";
import { action } from "#app/routes/public/property";
import { createProperty } from "#tests/factories/properties";
import { createUser, type TestUser } from "#tests/factories/users";
import { createAuthTestContext, postForm } from "#tests/support/auth-context";
import { type SmtpCapture, startSmtpCapture } from "#tests/support/smtp-capture";

export type ListingLeadsFixture = {
  smtp: SmtpCapture;
  context: AppLoadContext;
  seller: TestUser;
  listingId: string;
};

/**
 * What every test of a listing's buyer forms starts from: a real SMTP capture, a fresh request
 * context on an emptied database, and Lucía's published listing. `prepare` runs on the new context
 * (define the viewing jobs, as server/app.ts does). A test's e-mails are delivered in the
 * background: all of them arrive before the next test counts.
 */
export function withListingLeads(
  database: () => { db: Db; truncate(): Promise<void> },
  options: {
    listing?: Parameters<typeof createProperty>[2];
    prepare?: (context: AppLoadContext) => void;
    /** Settings of the context, as the server's environment would give them. */
    env?: NodeJS.ProcessEnv;
  } = {},
): ListingLeadsFixture {
  const fixture = {} as ListingLeadsFixture;
  beforeAll(async () => {
    fixture.smtp = await startSmtpCapture();
  });
  afterAll(async () => {
    await fixture.smtp.close();
  });
  afterEach(async () => {
    await fixture.context.mailer.idle();
  });
  beforeEach(async () => {
    await database().truncate();
    fixture.smtp.messages.length = 0;
    fixture.context = createAuthTestContext(database().db, {
      smtpUrl: fixture.smtp.url,
      env: options.env,
    }).context;
    options.prepare?.(fixture.context);
    fixture.seller = await createUser(database().db, {
      name: "Lucía Vendedora",
      email: "lucia.vendedora@example.es",
    });
    fixture.listingId = (
      await createProperty(database().db, fixture.seller.id, {
        title: "Ático con vistas en Ruzafa",
        ...options.listing,
      })
    ).id;
  });
  return fixture;
}

/** The stamp listing `propertyId`'s page hands out, `ageMs` ago. */
export const listingStamp = (context: AppLoadContext, propertyId: string, ageMs = 10_000) =>
  issueFormStamp(context.env.AUTH_SECRET, listingFormStampScope(propertyId), Date.now() - ageMs);

/** The hidden fields of listing `propertyId`'s form a person took ten seconds over, and who they are. */
export const personFilled = (context: AppLoadContext, propertyId: string) => ({
  formStamp: listingStamp(context, propertyId),
  name: "Marta Compradora",
  email: "marta.compradora@example.es",
  acceptPrivacy: "on",
  website: "",
});

export type LeadFormAnswer = {
  status: number;
  location?: string | null;
  headers?: Headers;
  /** The action's data: `result.error[""]` holds the whole-form errors. */
  body?: unknown;
};

/**
 * A buyer form of the listing page (`path`: the Spanish one unless given) posted as a browser does,
 * from `ip` (the address the trusted proxy reports) and optionally signed in: the answer's status, redirect, headers and data.
 */
export async function postLeadForm(
  context: AppLoadContext,
  propertyId: string,
  fields: Record<string, string>,
  { ip, cookie, path = `/propiedad/${propertyId}` }: { ip?: string; cookie?: string; path?: string } = {},
): Promise<LeadFormAnswer> {
  const ctx = ip ? ({ ...context, clientIp: ip } as AppLoadContext) : context;
  try {
    const result = await action({
      request: postForm(path, fields, cookie),
      context: ctx,
      params: { id: propertyId },
    } as never);
    if (result instanceof Response)
      return { status: result.status, location: result.headers.get("Location"), headers: result.headers };
    const { data, init } = result as unknown as { data: unknown; init?: ResponseInit };
    return { status: init?.status ?? 200, headers: new Headers(init?.headers), body: data };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get("Location") };
    const { init } = thrown as { init?: ResponseInit };
    return { status: init?.status ?? 500 };
  }
}

/** The whole-form error of an answer (a refused stamp, the sender's limit), if any. */
export const formErrorOf = (answer: LeadFormAnswer) =>
  (answer.body as { result?: { error?: Record<string, string[]> } })?.result?.error?.[""]?.[0];
