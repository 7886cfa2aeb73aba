import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { leads, leadViewings } from "#app/db/schema/index";
import { exportUserData } from "#app/domain/account/data-export.server";
import { OPEN_LEAD_PARAM } from "#app/domain/kernel/dashboard-urls";
import { saleStepPath } from "#app/domain/kernel/process-urls";
import { LEAD_MESSAGE_TRANSLATION_JOB } from "#app/domain/leads/intake/message-translation.server";
import { buyerLinkToken } from "#app/domain/leads/requests/buyer-link.server";
import { action as buyerAction } from "#app/routes/public/buyer-request";
import { sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { postForm, TEST_PUBLIC_URL } from "#tests/support/auth-context";
import { personFilled, postLeadForm, withListingLeads } from "#tests/support/listing-leads";
import { handleRequest, loadTestServerBuild } from "#tests/support/request-handler";
import { defineTranslationJobForTests, withTranslationStandIn } from "#tests/support/translation-stand-in";

/**
 * A buyer who asked for a viewing from the English listing rates it afterwards, in English; the
 * seller, who reads Spanish, sees the comment as written and the adapter's Spanish under it on the
 * buyer's card, and both in their data export. When the adapter fails, the rating and its words are
 * kept and the card shows them alone.
 */
const env: NodeJS.ProcessEnv = { DEEPL_API_KEY: "stand-in-key:fx" };
const adapter = withTranslationStandIn(env);
const database = withTestDatabase();
const fixture = withListingLeads(database, {
  // Its campaign running: step 3 of the sale, where the seller also reads the visits, is open.
  listing: { marketingActive: true },
  env,
  prepare: defineTranslationJobForTests(database),
});

beforeAll(async () => {
  await loadTestServerBuild();
}, 180_000);

let context: AppLoadContext;
let listingId: string;
beforeEach(() => {
  ({ context, listingId } = fixture);
});

const HOSTILE = 'Lovely light, a bit noisy.\n<img src=x onerror="alert(1)">';

/** A Madrid wall-clock time `days` from now, as the form's datetime-local input sends it. */
const madridLocal = (days: number) =>
  `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T10:30`;

/**
 * A viewing asked for from `path`, agreed and held an hour ago (the seller's confirmation is not
 * what these tests are about), then rated by the buyer from their link with `comment`.
 */
async function rateAfterVisit(path: string, comment: string) {
  const asked = await postLeadForm(
    context,
    listingId,
    { intent: "request-viewing", ...personFilled(context, listingId), phone: "", slot1: madridLocal(5) },
    { path },
  );
  expect(asked.status).toBe(303);
  const [lead] = await database().db.select({ id: leads.id }).from(leads);
  const leadId = lead?.id ?? "";
  await database().db.update(leads).set({ state: "confirmed" }).where(eq(leads.id, leadId));
  await database()
    .db.update(leadViewings)
    .set({ scheduledAt: new Date(Date.now() - 3_600_000) })
    .where(eq(leadViewings.leadId, leadId));
  const token = buyerLinkToken(context.env.AUTH_SECRET, leadId);
  const rated = (await buyerAction({
    request: postForm(`/solicitud/${token}`, { intent: "rate-viewing", rating: "4", comment }),
    context,
    params: { token },
  } as never)) as Response;
  expect(rated.headers.get("Location")).toContain("aviso=valorada");
  await context.jobs.idle();
  return leadId;
}

/** A page of the seller's, as their browser asks for it. */
async function sellerPage(path: string) {
  const cookie = await sessionCookie(context, fixture.seller);
  const response = await handleRequest(
    new Request(`${TEST_PUBLIC_URL}${path}`, { headers: { cookie } }),
    context,
  );
  expect([response.status, response.headers.get("location")]).toEqual([200, null]);
  return response.text();
}

/** 'Compradores' with the buyer's card opened, as the seller's e-mail links it. */
const buyersPage = (leadId: string) =>
  sellerPage(
    `/dashboard/compradores?${new URLSearchParams({ propiedad: listingId, [OPEN_LEAD_PARAM]: leadId })}`,
  );

describe("the seller reads a foreign buyer's rating of a viewing", () => {
  test("the card shows the comment as written and, below, the adapter's Spanish, asked for once", async () => {
    const leadId = await rateAfterVisit(`/en/propiedad/${listingId}`, HOSTILE);
    expect(adapter.received).toEqual([{ source: "EN", target: "ES", text: HOSTILE }]);

    const page = await buyersPage(leadId);
    expect(page).toContain("Valoración del comprador: <!-- -->4<!-- --> de 5");
    expect(page).toMatch(/<p lang="en"[^>]*>Lovely light, a bit noisy\./);
    expect(page).toContain("Traducción automática:");
    expect(page).toContain("Traducido: Lovely light, a bit noisy.");
    // Untrusted words stay words, in both texts.
    expect(page).not.toContain('<img src=x onerror="alert(1)">');
    expect(page).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    // Step 3 of the sale lists the visit with the same two texts.
    const step3 = await sellerPage(saleStepPath(listingId, 3));
    expect(step3).toContain("Visitas realizadas");
    // The buyer's words are marked as English there too, so a screen reader reads them in English.
    expect(step3).toContain('· «<span lang="en">Lovely light, a bit noisy.');
    expect(step3).toContain("Traducido: Lovely light, a bit noisy.");
    await buyersPage(leadId);
    expect(adapter.received).toHaveLength(1);
  });

  test("the seller's data export has the comment's translation beside it", async () => {
    await rateAfterVisit(`/en/propiedad/${listingId}`, "Great terrace.");
    const exported = await exportUserData(database().db, fixture.seller.id);
    expect(exported?.leadsReceived).toMatchObject([
      {
        viewing: {
          rating: 4,
          ratingComment: "Great terrace.",
          ratingCommentTranslation: "Traducido: Great terrace.",
        },
      },
    ]);
  });

  test("a failing adapter keeps the rating and its words; the card shows them alone", async () => {
    adapter.failuresLeft = Number.POSITIVE_INFINITY;
    const leadId = await rateAfterVisit(`/de/propiedad/${listingId}`, "Schöne Wohnung, etwas laut.");
    // Its first try and its last: then the job is given up, as the queue lists it.
    await vi.waitFor(
      async () => {
        context.jobs.wake();
        const failed = await context.jobs.listFailed();
        expect(failed.map((job) => job.name)).toContain(LEAD_MESSAGE_TRANSLATION_JOB);
      },
      // Bounds only a failure: the retry is due a second after the first try.
      { timeout: 60_000, interval: 250 },
    );
    expect(adapter.received.map((request) => request.source)).toEqual(["DE", "DE"]);
    const [viewing] = await database().db.select().from(leadViewings);
    expect(viewing).toMatchObject({
      rating: 4,
      ratingComment: "Schöne Wohnung, etwas laut.",
      ratingCommentTranslation: null,
    });
    const page = await buyersPage(leadId);
    expect(page).toContain("Schöne Wohnung, etwas laut.");
    expect(page).not.toContain("Traducción automática:");
  }, 90_000);

  test("a comment in Spanish is never sent to the adapter, and the card reads as before", async () => {
    const leadId = await rateAfterVisit(`/propiedad/${listingId}`, "Muy luminoso.");
    expect(adapter.received).toEqual([]);
    const page = await buyersPage(leadId);
    expect(page).toContain(
      '<p class="mt-1 whitespace-pre-line text-muted-foreground [overflow-wrap:anywhere]">Muy luminoso.</p>',
    );
    const step3 = await sellerPage(saleStepPath(listingId, 3));
    expect(step3).toContain("· «Muy luminoso.»");
    expect(page).not.toContain("Traducción automática:");
  });
});
