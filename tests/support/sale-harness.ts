import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import type { Db } from "#app/db/client.server";
import { properties } from "#app/db/schema/properties";
import { users } from "#app/db/schema/users";
import { saleStepPath } from "#app/domain/kernel/process-urls";
import type { Mailer, MailMessage } from "#app/lib/mailer.server";
import { UUID_SOURCE } from "#app/lib/uuid";
import { loader as saleLayoutLoader } from "#app/routes/sell/sale";
import { LISTING_FORM } from "#tests/factories/listing-facts";
import { createUser, type TestUser } from "#tests/factories/users";
import { createTestContext, sessionCookie } from "#tests/setup/context";
import { sellAction } from "./process-routes";
import { type ActionOutcome, runAction } from "./route-action";

/**
 * What the server tests of the sale's routes share (app/routes/sell/**): an owner signed in with a
 * mailer that records what it sends, their forms posted as the page posts them, the routes'
 * loaders called at their addresses.
 */

/** An outside buyer as step 6 asks for one: named, and confirmed (the second look). */
export const OUTSIDE = { buyerName: "Pedro Vecino Ruiz", confirmed: "yes" };

export const FIFTEEN_PHOTOS = Array.from(
  { length: 15 },
  (_, index) => `http://localhost:3000/files/property-images/u/p/${index}-foto-1920.webp`,
);

export const LISTING = LISTING_FORM;

function fakeMailer(options: { failing?: boolean } = {}) {
  const sent: MailMessage[] = [];
  const mailer = {
    transport: "outbox",
    send: async (message: MailMessage) => {
      sent.push(message);
      return { messageId: "test" };
    },
    async enqueue(message: MailMessage) {
      if (options.failing) throw new Error("SMTP down");
      sent.push(message);
      return true;
    },
    async enqueueInTransaction(_executeSql: unknown, message: MailMessage) {
      if (options.failing) throw new Error("SMTP down");
      sent.push(message);
    },
    async enqueueManyInTransaction(_executeSql: unknown, messages: MailMessage[]) {
      if (options.failing) throw new Error("SMTP down");
      sent.push(...messages);
    },
    wake: () => {},
    ready: () => Promise.resolve(),
    defer: () => true,
    idle: async () => {},
  } satisfies Mailer;
  return { mailer, sent };
}

export type Harness = { user: TestUser; cookie: string; context: AppLoadContext; sent: MailMessage[] };

/** An owner signed in (with a billing domicile), their DNI as given, and the mails they are sent. */
export async function signedIn(
  db: Db,
  { role = "user", dni = "12345678Z", failingMail = false } = {} as {
    role?: TestUser["role"];
    dni?: string | null;
    failingMail?: boolean;
  },
): Promise<Harness> {
  const user = await createUser(db, { role, billing: true });
  await db.update(users).set({ dni }).where(eq(users.id, user.id));
  const { mailer, sent } = fakeMailer({ failing: failingMail });
  const context = { ...createTestContext(db), mailer } as AppLoadContext;
  return { user, cookie: await sessionCookie(context, user), context, sent };
}

/** A form as the page posts it: to the route that shows it, at the property's address (tests/support/process-routes.ts). */
export async function post(
  harness: Harness,
  fields: Record<string, string | string[]>,
): Promise<ActionOutcome> {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(key, item);
  }
  const request = new Request("http://localhost:3000/vender", {
    method: "POST",
    body,
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: harness.cookie },
  });
  return runAction(sellAction, request, harness.context);
}

/** A route's loader called as React Router calls it for `path`, by `who` (null: nobody signed in). */
export function loadAt<Loader extends (args: never) => unknown>(
  loader: Loader,
  who: Pick<Harness, "cookie" | "context"> | { cookie: null; context: AppLoadContext },
  path: string,
  params: Record<string, string> = {},
): Promise<Awaited<ReturnType<Loader>>> {
  const request = new Request(`http://localhost:3000${path}`, {
    headers: who.cookie ? { cookie: who.cookie } : {},
  });
  return Promise.resolve(loader({ request, context: who.context, params } as never)) as never;
}

/** What `/vender/<id>` shows around its steps: the property, its progress, the 'Ver' dialogs' data. */
export const saleLayout = (harness: Harness, propertyId: string) =>
  loadAt(saleLayoutLoader, harness, saleStepPath(propertyId, 1), { propertyId });

/** The property a redirect leads to: `/vender/<id>/<step>`. */
export function propertyIdIn(location: string | undefined): string {
  const id = location?.match(new RegExp(`^/vender/(${UUID_SOURCE})(/|$)`))?.[1];
  if (!id) throw new Error(`no property in ${location}`);
  return id;
}

/** The property's row as stored. */
export async function propertyRow(db: Db, id: string) {
  const [found] = await db.select().from(properties).where(eq(properties.id, id));
  if (!found) throw new Error("property gone");
  return found;
}
