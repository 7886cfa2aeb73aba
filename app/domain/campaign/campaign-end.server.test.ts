import { mkdtempSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { auditLog } from "#app/db/schema/audit";
import { campaignChannels, campaignTakedowns } from "#app/db/schema/campaigns";
import { properties } from "#app/db/schema/properties";
import { deleteAccount } from "#app/domain/account/account-deletion.server";
import { setListingVisibility } from "#app/domain/admin/actions.server";
import { deleteOwnProperty } from "#app/domain/dashboard/property-deletion.server";
import { declareBuyer } from "#app/domain/sale/buyer.server";
import { emailBrand } from "#app/emails/brand.server";
import { configureStorage } from "#app/lib/storage.server";
import { action as boardAction, loader as boardLoader } from "#app/routes/admin/campaigns";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { callRoute, createAuthTestContext, postForm, type RouteResult } from "#tests/support/auth-context";
import { parseMail } from "#tests/support/mail-reader";
import { findOwnCampaign, listCampaigns } from "./board.server";
import { endCampaign, listOpenTakedowns } from "./campaign-end.server";
import { notifyStaffOfTakedowns } from "./takedown-notice.server";

const database = withTestDatabase();
beforeEach(() => database().truncate());

const HOUR = 3_600_000;
const GOOGLE_AD = "https://ads.google.com/anuncio/123";
const IDEALISTA_AD = "https://www.idealista.com/inmueble/987/";

/** A seller's listing mid-sale, its campaign live on Google Ads and idealista, Meta paused, the rest never launched. */
async function liveCampaign() {
  const { db } = database();
  const admin = await createUser(db, { role: "admin", name: "Ana Administradora" });
  const seller = await createUser(db, { name: "Lucía Pérez" });
  const listing = await createProperty(db, seller.id, {
    title: "Piso con terraza en Ruzafa",
    marketingActive: true,
    paymentStatus: "paid",
    marketingActivatedAt: new Date(Date.now() - 30 * 24 * HOUR),
    visitsManaged: true,
    arrasSigned: true,
    notaryDone: true,
  });
  const changedAt = new Date(Date.now() - 20 * 24 * HOUR);
  await db.insert(campaignChannels).values([
    { propertyId: listing.id, channel: "google_ads", state: "active", externalUrl: GOOGLE_AD, changedAt },
    { propertyId: listing.id, channel: "idealista", state: "active", externalUrl: IDEALISTA_AD, changedAt },
    { propertyId: listing.id, channel: "meta", state: "paused", externalUrl: null, changedAt },
  ]);
  const test = createAuthTestContext(db);
  const cookie = await sessionCookie(test.context, admin);
  const post = async (fields: Record<string, string>) =>
    (await callRoute(boardAction, postForm("/admin/campanas", fields, cookie), test.context)) as RouteResult;
  const outbox = async () => {
    await test.mailer.idle();
    const files = await readdir(test.outboxDir).catch(() => []);
    return Promise.all(
      files.map(async (file) => parseMail(await readFile(path.join(test.outboxDir, file), "utf8"))),
    );
  };
  const notice = { db, mailer: test.mailer, brand: emailBrand(test.context.env) };
  const storage = configureStorage({ rootDir: mkdtempSync(path.join(tmpdir(), "zaguan-campaign-end-")) });
  return { db, admin, seller, listing, test, cookie, post, outbox, notice, storage };
}

const labels = (channels: { label: string; stateLabel: string }[] | null | undefined) =>
  channels?.map((channel) => `${channel.label}: ${channel.stateLabel}`);
const ALL_ENDED = [
  "Kyero: Finalizada",
  "idealista: Finalizada",
  "fotocasa: Finalizada",
  "Google Ads: Finalizada",
  "Meta: Finalizada",
];

describe("the campaign follows the listing", () => {
  test("sold: every channel 'Finalizada' for seller and staff, a task per ad that was out, staff e-mailed once", async () => {
    const { db, admin, seller, listing, notice, outbox } = await liveCampaign();
    await declareBuyer(db, {
      user: seller,
      propertyId: listing.id,
      choice: { source: "outside", buyer: { name: "Pedro Ruiz Comprador" }, reason: null, confirmed: true },
    });

    expect(labels(await findOwnCampaign(db, seller.id, listing.id))).toEqual(ALL_ENDED);
    const [onBoard] = await listCampaigns(db);
    expect(onBoard?.status).toBe("sold");
    expect(labels(onBoard?.channels)).toEqual(ALL_ENDED);

    const tasks = await listOpenTakedowns(db);
    expect(tasks.map((task) => [task.channel, task.externalUrl, task.reason])).toEqual(
      expect.arrayContaining([
        ["google_ads", GOOGLE_AD, "sold"],
        ["idealista", IDEALISTA_AD, "sold"],
        ["meta", null, "sold"],
      ]),
    );
    expect(tasks).toHaveLength(3);
    const due = (tasks[0]?.dueAt.getTime() ?? 0) - (tasks[0]?.createdAt.getTime() ?? 0);
    expect(due).toBe(48 * HOUR);

    expect(await notifyStaffOfTakedowns(notice)).toEqual({ tasks: 3, emails: 1 });
    expect(await notifyStaffOfTakedowns(notice)).toEqual({ tasks: 0, emails: 0 });
    const mails = await outbox();
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      [admin.email, "Retirar 3 anuncios de campañas finalizadas"],
    ]);
    expect(mails[0]?.text).toContain(
      `«Piso con terraza en Ruzafa» en Google Ads (Vendida): retirar antes del`,
    );
    expect(mails[0]?.text).toContain(GOOGLE_AD);
  });

  test("ending twice changes nothing more: no second task, no second e-mail", async () => {
    const { db, listing } = await liveCampaign();
    expect(await db.transaction((tx) => endCampaign(tx, listing.id, "sold"))).toEqual({
      ended: true,
      takedowns: 3,
    });
    expect(await db.transaction((tx) => endCampaign(tx, listing.id, "sold"))).toEqual({
      ended: true,
      takedowns: 0,
    });
    expect(await listOpenTakedowns(db)).toHaveLength(3);
  });

  test("withdrawn by staff: it ends too; a campaign never launched just ends, with no task", async () => {
    const { db, admin, seller, listing } = await liveCampaign();
    const quiet = await createProperty(db, seller.id, { marketingActive: true, paymentStatus: "paid" });
    for (const id of [listing.id, quiet.id]) {
      const outcome = await setListingVisibility({ db, actor: admin, propertyId: id, visible: false });
      expect(outcome.ok).toBe(true);
    }
    expect(labels(await findOwnCampaign(db, seller.id, quiet.id))).toEqual(ALL_ENDED);
    expect(labels(await findOwnCampaign(db, seller.id, listing.id))).toEqual(ALL_ENDED);
    const tasks = await listOpenTakedowns(db);
    expect(new Set(tasks.map((task) => task.propertyId))).toEqual(new Set([listing.id]));
    expect(tasks.every((task) => task.reason === "withdrawn")).toBe(true);
  });

  test("a deleted listing's ads stay on the board until staff mark them removed, which is audited", async () => {
    const { db, seller, listing, post, test, cookie, storage } = await liveCampaign();
    expect(await deleteOwnProperty({ db, storage, userId: seller.id, propertyId: listing.id })).toBe(true);
    expect(await db.select().from(properties).where(eq(properties.id, listing.id))).toEqual([]);

    const page = (await callRoute(
      boardLoader,
      new Request("http://localhost:3000/admin/campanas", { headers: { cookie } }),
      test.context,
    )) as RouteResult;
    const shown = page.data.takedowns as {
      id: string;
      propertyTitle: string;
      reason: string;
      channel: string;
    }[];
    expect(shown.map((task) => [task.propertyTitle, task.reason])).toContainEqual([
      "Piso con terraza en Ruzafa",
      "listing_deleted",
    ]);
    expect(shown).toHaveLength(3);

    const google = shown.find((task) => task.channel === "google_ads");
    expect((await post({ intent: "takedown-done", takedownId: google?.id ?? "" })).status).toBe(200);
    expect((await post({ intent: "takedown-done", takedownId: google?.id ?? "" })).status).toBe(404);
    expect((await post({ intent: "takedown-done", takedownId: "no-es-un-id" })).status).toBe(400);
    expect(await listOpenTakedowns(db)).toHaveLength(2);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "campaign.ad_removed"));
    expect(entry?.details).toMatchObject({ title: "Piso con terraza en Ruzafa", channel: "Google Ads" });
  });

  test("a deleted account: its campaign stays on the board as tasks, and its owner gets the confirmation", async () => {
    const { db, seller, notice, outbox, storage, admin } = await liveCampaign();
    const outcome = await deleteAccount({
      db,
      storage,
      userId: seller.id,
      confirmation: { mailer: notice.mailer, brand: notice.brand },
    });
    expect(outcome.deleted).toBe(true);
    const tasks = await listOpenTakedowns(db);
    expect(tasks).toHaveLength(3);
    expect(tasks.every((task) => task.reason === "account_deleted" && task.propertyId === null)).toBe(true);
    // The tasks keep no trace of who the owner was.
    expect(JSON.stringify(await db.select().from(campaignTakedowns))).not.toContain(seller.email);

    await notifyStaffOfTakedowns(notice);
    const mails = await outbox();
    const confirmation = mails.find((mail) => mail.to === seller.email);
    expect(confirmation?.subject).toBe("Tu cuenta de Zaguán se ha eliminado");
    expect(confirmation?.text).toContain("con tu nombre y tu DNI o NIF, durante seis años");
    expect(mails.find((mail) => mail.to === admin.email)?.text).toContain("(Cuenta eliminada)");
  });
});

describe("the board keeps what staff typed when a save is refused", () => {
  test("'Activa' without an address comes back as 'Activa' with the typed text; the next valid save stores it and e-mails the seller", async () => {
    const { db, seller, post, outbox } = await liveCampaign();
    const fresh = await createProperty(db, seller.id, { marketingActive: true, paymentStatus: "paid" });
    const base = { intent: "set-channel", propertyId: fresh.id, channel: "fotocasa", state: "active" };

    const refused = await post({ ...base, externalUrl: "www.fotocasa.es/piso" });
    expect(refused.status).toBe(400);
    expect(refused.data.channelError).toMatchObject({
      propertyId: fresh.id,
      channel: "fotocasa",
      state: "active",
      externalUrl: "www.fotocasa.es/piso",
      message: "Indica una dirección web completa que empiece por https://.",
    });
    expect(await db.select().from(campaignChannels).where(eq(campaignChannels.propertyId, fresh.id))).toEqual(
      [],
    );

    const saved = await post({ ...base, externalUrl: "https://www.fotocasa.es/piso" });
    expect(saved.status).toBe(200);
    const [row] = await db.select().from(campaignChannels).where(eq(campaignChannels.propertyId, fresh.id));
    expect(row).toMatchObject({ state: "active", externalUrl: "https://www.fotocasa.es/piso" });
    expect((await outbox()).map((mail) => [mail.to, mail.subject])).toEqual([
      [seller.email, "Tu anuncio ya está en fotocasa"],
    ]);
  });
});
