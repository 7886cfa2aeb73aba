import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { auditLog } from "#app/db/schema/audit";
import { campaignChannels, feedTokens } from "#app/db/schema/campaigns";
import { action as boardAction, loader as boardLoader } from "#app/routes/admin/campaigns";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { callRoute, createAuthTestContext, postForm, type RouteResult } from "#tests/support/auth-context";
import { HOSTILE_PAYLOADS } from "#tests/support/hostile-input";
import { parseMail } from "#tests/support/mail-reader";
import { countDelayedCampaigns, findOwnCampaign, listCampaigns } from "./board.server";

const database = withTestDatabase();
beforeEach(() => database().truncate());

const HOUR = 3_600_000;

async function board() {
  const { db } = database();
  const admin = await createUser(db, { role: "admin", name: "Ana Administradora" });
  const seller = await createUser(db, { name: "Lucía Pérez" });
  const test = createAuthTestContext(db);
  const cookie = await sessionCookie(test.context, admin);
  const post = async (fields: Record<string, string>, as = cookie) =>
    (await callRoute(boardAction, postForm("/admin/campanas", fields, as), test.context)) as RouteResult;
  const listing = await createProperty(db, seller.id, {
    marketingActive: true,
    paymentStatus: "paid",
    marketingActivatedAt: new Date(Date.now() - 72 * HOUR),
  });
  const outbox = async () => {
    await test.mailer.idle();
    const files = await readdir(test.outboxDir).catch(() => []);
    return Promise.all(
      files.map(async (file) => parseMail(await readFile(path.join(test.outboxDir, file), "utf8"))),
    );
  };
  return { db, admin, seller, test, cookie, post, listing, outbox };
}

describe("the campaign board", () => {
  test("a campaign paid 72 h ago with every channel pending is late, on the board and on /admin", async () => {
    const { db, listing, test, cookie } = await board();
    const recent = await createProperty(db, listing.userId, {
      title: "Recién pagado",
      marketingActive: true,
      marketingActivatedAt: new Date(Date.now() - 2 * HOUR),
    });
    await createProperty(db, listing.userId, { title: "Sin pagar" });
    const campaigns = await listCampaigns(db);
    expect(campaigns.map((campaign) => [campaign.propertyId, campaign.isDelayed])).toEqual([
      [recent.id, false],
      [listing.id, true],
    ]);
    expect(campaigns[1]?.channels.map((channel) => `${channel.label}: ${channel.stateLabel}`)).toEqual([
      "Kyero: Pendiente",
      "idealista: Pendiente",
      "fotocasa: Pendiente",
      "Google Ads: Pendiente",
      "Meta: Pendiente",
    ]);
    expect(await countDelayedCampaigns(db)).toBe(1);
    const page = (await callRoute(
      boardLoader,
      new Request("http://localhost:3000/admin/campanas", { headers: { cookie } }),
      test.context,
    )) as RouteResult;
    expect(page.status).toBe(200);
  });

  test("staff mark Google Ads active: who and when are kept, the seller sees it and gets the e-mail once", async () => {
    const { db, admin, seller, post, listing, outbox } = await board();
    const fields = {
      intent: "set-channel",
      propertyId: listing.id,
      channel: "google_ads",
      state: "active",
      externalUrl: "https://ads.google.com/anuncio/123",
    };
    expect((await post(fields)).status).toBe(200);
    expect((await post(fields)).status).toBe(200);

    const [row] = await db.select().from(campaignChannels).where(eq(campaignChannels.propertyId, listing.id));
    expect(row).toMatchObject({ state: "active", changedByEmail: admin.email });
    const entries = await db.select().from(auditLog).where(eq(auditLog.action, "campaign.channel_changed"));
    expect(entries[0]?.details).toMatchObject({ channel: "Google Ads", from: "Pendiente", state: "Activa" });

    const campaign = await findOwnCampaign(db, seller.id, listing.id);
    expect(campaign?.find((channel) => channel.channel === "google_ads")).toMatchObject({
      stateLabel: "Activa",
      externalUrl: "https://ads.google.com/anuncio/123",
    });
    expect(JSON.stringify(campaign)).not.toContain(admin.email);
    expect(await findOwnCampaign(db, admin.id, listing.id)).toBeNull();

    const mails = await outbox();
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      [seller.email, "Tu anuncio ya está en Google Ads"],
    ]);
    expect(mails[0]?.text).toContain("https://ads.google.com/anuncio/123");

    // Four channels still pending: still late. Pausing a channel sends nothing.
    expect(await countDelayedCampaigns(db)).toBe(1);
    await post({ ...fields, state: "paused", externalUrl: "" });
    expect(await outbox()).toHaveLength(1);
  });

  test("feeds: a token is shown once, stored only as a hash, and revoked", async () => {
    const { db, post } = await board();
    const created = await post({ intent: "create-feed-token", partnerName: "Kyero" });
    const url = String(created.data.newFeedUrl);
    const token = new URL(url).searchParams.get("token") ?? "";
    expect(url).toMatch(/^http:\/\/localhost:3000\/feeds\/kyero\.xml\?token=[\w-]{43}$/);
    const [stored] = await db.select().from(feedTokens);
    expect(JSON.stringify(stored)).not.toContain(token);
    const revoked = await post({ intent: "revoke-feed-token", tokenId: stored?.id ?? "" });
    expect(revoked.status).toBe(200);
    expect((await post({ intent: "revoke-feed-token", tokenId: stored?.id ?? "" })).status).toBe(404);
  });
});

describe("hostile input on the board's forms", () => {
  test("an active channel needs an http(s) address; bad channels, states and ids are refused and change nothing", async () => {
    const { db, post, listing, outbox } = await board();
    const base = { intent: "set-channel", propertyId: listing.id, channel: "meta", state: "active" };
    const refusals = [
      { ...base },
      { ...base, externalUrl: "javascript:alert(1)" },
      { ...base, externalUrl: "data:text/html,<script>alert(1)</script>" },
      { ...base, externalUrl: "ftp://example.com/x" },
      { ...base, externalUrl: `https://example.com/${"a".repeat(2100)}` },
      { ...base, channel: "tiktok", externalUrl: "https://example.com" },
      { ...base, state: "hacked", externalUrl: "https://example.com" },
      { ...base, propertyId: "' or 1=1 --", externalUrl: "https://example.com" },
      ...HOSTILE_PAYLOADS.map((value) => ({ ...base, externalUrl: value })),
    ];
    for (const fields of refusals) expect((await post(fields)).status, JSON.stringify(fields)).toBe(400);
    const unknown = {
      ...base,
      propertyId: "00000000-0000-4000-8000-000000000000",
      externalUrl: "https://x.es",
    };
    expect((await post(unknown)).status).toBe(404);
    expect(await db.select().from(campaignChannels)).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  test("a partner name must be 1–80 characters on one line, without control characters; others get 403", async () => {
    const { db, post, seller, test } = await board();
    expect((await post({ intent: "create-feed-token", partnerName: "   " })).status).toBe(400);
    expect((await post({ intent: "create-feed-token", partnerName: "x".repeat(81) })).status).toBe(400);
    // A one-line field refuses control characters (app/lib/zod.ts singleLineText): nothing is stored.
    expect((await post({ intent: "create-feed-token", partnerName: "Kye\u0000ro" })).status).toBe(400);
    expect(await db.select().from(feedTokens)).toEqual([]);
    expect((await post({ intent: "create-feed-token", partnerName: "Kyero" })).status).toBe(200);
    const [stored] = await db.select().from(feedTokens);
    expect(stored?.partnerName).toBe("Kyero");
    const sellerCookie = await sessionCookie(test.context, seller);
    expect((await post({ intent: "create-feed-token", partnerName: "Intruso" }, sellerCookie)).status).toBe(
      403,
    );
  });
});
