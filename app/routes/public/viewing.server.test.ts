import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeEach, describe, expect, test } from "vitest";
import { leads, leadViewings } from "#app/db/schema/index";
import { listOwnLeads } from "#app/domain/leads/log/lead-log.server";
import { buyerLinkToken } from "#app/domain/leads/requests/buyer-link.server";
import { VIEWING_MESSAGES } from "#app/domain/leads/viewings/viewing.schema";
import { viewingDeps } from "#app/domain/leads/viewings/viewing-deps.server";
import { listListingViewings } from "#app/domain/leads/viewings/viewing-views.server";
import {
  defineViewingJobs,
  runViewingFeedback,
  runViewingReminder,
} from "#app/domain/leads/viewings/viewings.server";
import { createUser, type TestUser } from "#tests/factories/users";
import { sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { postForm } from "#tests/support/auth-context";
import { dashboardAction } from "#tests/support/dashboard-routes";
import { personFilled, withListingLeads } from "#tests/support/listing-leads";
import { parseAttachments } from "#tests/support/mail-reader";
import { runAction } from "#tests/support/route-action";
import type { SmtpCapture } from "#tests/support/smtp-capture";
import { action as buyerAction, loader as buyerLoader } from "./buyer-request";
import { action as propertyAction } from "./property";

const database = withTestDatabase();
// Viewing jobs defined as server/app.ts does at start; their times are days away, so the tests run them by hand.
const fixture = withListingLeads(database, {
  listing: { address: "Calle Sueca 10, Valencia" },
  prepare: (context) => defineViewingJobs(context.jobs, viewingDeps(context)),
});
let smtp: SmtpCapture;
let context: AppLoadContext;
let seller: TestUser;
let listingId: string;
beforeEach(() => {
  ({ smtp, context, seller, listingId } = fixture);
});

const BUYER = "marta.compradora@example.es";
/** A Madrid wall-clock time `days` from now at 10:30, as a datetime-local input sends it. */
function madridLocal(days: number, time = "10:30"): string {
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return `${day}T${time}`;
}

function requestForm(overrides: Record<string, string> = {}) {
  return {
    intent: "request-viewing",
    ...personFilled(context, listingId),
    phone: "+34 611 222 333",
    slot1: madridLocal(5),
    slot2: madridLocal(6, "18:00"),
    slot3: "",
    ...overrides,
  };
}

async function requestViewing(fields: Record<string, string>) {
  try {
    const result = await propertyAction({
      request: postForm(`/propiedad/${listingId}`, fields),
      context,
      params: { id: listingId },
    } as never);
    if (result instanceof Response)
      return { status: result.status, location: result.headers.get("Location") };
    const { data, init } = result as unknown as { data: unknown; init?: ResponseInit };
    return {
      status: init?.status ?? 200,
      body: data as { result?: { error?: Record<string, string[]>; initialValue?: Record<string, string> } },
    };
  } catch (thrown) {
    return { status: (thrown as { init?: ResponseInit }).init?.status ?? 500 };
  }
}

async function mailsTo(address: string) {
  await context.mailer.idle();
  return smtp.messages.filter((message) => message.envelopeTo.includes(address));
}

/** The files of a captured e-mail, parsed from what the SMTP server received. */
async function attachmentsOf(mail: { raw: string } | undefined) {
  return mail ? parseAttachments(mail.raw) : [];
}

async function storedViewing() {
  const [row] = await database()
    .db.select()
    .from(leads)
    .innerJoin(leadViewings, eq(leadViewings.leadId, leads.id));
  if (!row) throw new Error("no viewing stored");
  return row;
}

async function asSeller(fields: Record<string, string>, user: TestUser = seller) {
  const cookie = await sessionCookie(context, user);
  return runAction(dashboardAction as never, postForm("/dashboard", fields, cookie), context);
}

async function asBuyer(leadId: string, fields: Record<string, string>) {
  const token = buyerLinkToken(context.env.AUTH_SECRET, leadId);
  try {
    const result = await buyerAction({
      request: postForm(`/solicitud/${token}`, fields),
      context,
      params: { token },
    } as never);
    return result instanceof Response
      ? { status: result.status, location: result.headers.get("Location") }
      : { status: 400 };
  } catch (thrown) {
    return {
      status:
        thrown instanceof Response
          ? thrown.status
          : ((thrown as { init?: ResponseInit }).init?.status ?? 500),
    };
  }
}

async function requestAndConfirm() {
  expect((await requestViewing(requestForm())).status).toBe(303);
  const { leads: lead, lead_viewings: viewing } = await storedViewing();
  const slot = viewing.proposedSlots[1]?.toISOString() ?? "";
  const outcome = await asSeller({ intent: "confirm-viewing", leadId: lead.id, slot });
  expect(outcome).toMatchObject({ kind: "redirect", toast: { title: "Visita confirmada" } });
  // Every e-mail of the request and the confirmation delivered before a test clears the capture.
  await context.mailer.idle();
  return { leadId: lead.id, slot };
}

describe("'Solicitar visita' on a published listing", () => {
  test("a request is stored with its Madrid times and mailed to the seller and the buyer (with their link)", async () => {
    const outcome = await requestViewing(requestForm());
    expect(outcome).toMatchObject({
      status: 303,
      location: `/propiedad/${listingId}?visita=solicitada#visita`,
    });
    const { leads: lead, lead_viewings: viewing } = await storedViewing();
    expect(lead).toMatchObject({
      kind: "viewing",
      state: "requested",
      buyerEmail: BUYER,
      buyerName: "Marta Compradora",
    });
    expect(viewing.proposedSlots).toHaveLength(2);
    // 10:30 in Madrid is 08:30 or 09:30 UTC depending on the season, never 10:30.
    expect(["08:30", "09:30"]).toContain(viewing.proposedSlots[0]?.toISOString().slice(11, 16));

    const [toSeller] = await mailsTo(seller.email);
    expect(toSeller?.subject).toBe("Nueva solicitud de visita para «Ático con vistas en Ruzafa»");
    expect(toSeller?.text).toContain("10:30");
    expect(toSeller?.headers.get("reply-to")).toContain(BUYER);
    const [copy] = await mailsTo(BUYER);
    expect(copy?.text).toContain(`/solicitud/${buyerLinkToken(context.env.AUTH_SECRET, lead.id)}`);
    expect(copy?.raw).not.toContain(seller.email);
  });

  test("no time, a past time, a malformed one or one that does not exist in Madrid: Spanish errors, all typed kept", async () => {
    const outcome = await requestViewing(
      requestForm({ slot1: "", slot2: madridLocal(-2), slot3: "2026-03-29T02:30" }),
    );
    expect(outcome.status).toBe(400);
    const errors = outcome.body?.result?.error ?? {};
    expect(errors.slot2).toEqual([VIEWING_MESSAGES.slotPast]);
    expect(errors.slot3).toEqual([VIEWING_MESSAGES.slotInvalid]);
    expect(outcome.body?.result?.initialValue).toMatchObject({
      name: "Marta Compradora",
      slot3: "2026-03-29T02:30",
    });
    const none = await requestViewing(requestForm({ slot1: "", slot2: "", slot3: "" }));
    expect(none.body?.result?.error?.slot1).toEqual([VIEWING_MESSAGES.slotRequired]);
    expect(await database().db.select().from(leads)).toHaveLength(0);
    expect(await mailsTo(seller.email)).toHaveLength(0);
  });

  test("the honeypot drops it quietly", async () => {
    expect((await requestViewing(requestForm({ website: "http://spam" }))).status).toBe(303);
    expect(await database().db.select().from(leads)).toHaveLength(0);
  });
});

describe("the seller's answer", () => {
  test("'Confirmar visita' sends both an .ics invitation (RFC 5545, UTC) and queues the reminder and the feedback", async () => {
    const { leadId, slot } = await requestAndConfirm();
    expect((await storedViewing()).leads.state).toBe("confirmed");
    const utc = slot.replace(/[-:]/g, "").slice(0, 13);
    for (const address of [BUYER, seller.email]) {
      const confirmed = (await mailsTo(address)).find((mail) =>
        mail.subject?.startsWith("Visita confirmada"),
      );
      const invitation = (await attachmentsOf(confirmed)).find(
        (file) => file.contentType === "text/calendar",
      );
      expect(invitation?.filename).toBe("visita.ics");
      const ics = invitation?.content ?? "";
      expect(ics).toContain("METHOD:PUBLISH");
      expect(ics).toContain(`UID:visita-${leadId}@localhost:3000`);
      expect(ics).toContain(`DTSTART:${utc}00Z`);
      expect(ics).toContain("SEQUENCE:1");
      expect(ics).toContain("LOCATION:Calle Sueca 10\\, Valencia");
    }
    const buyerMail = (await mailsTo(BUYER)).find((mail) => mail.subject?.startsWith("Visita confirmada"));
    expect(buyerMail?.raw).not.toContain(seller.email);
    expect(context.jobs.idForKey("viewing-reminder", `${leadId}:1`)).toBeTruthy();

    // The jobs, run as the queue would at their time, send the reminder to both and the question to the buyer.
    smtp.messages.length = 0;
    expect(await runViewingReminder(viewingDeps(context), { leadId, sequence: 1 })).toEqual({ sent: true });
    expect(await runViewingFeedback(viewingDeps(context), { leadId, sequence: 1 })).toEqual({ sent: true });
    expect((await mailsTo(seller.email)).map((mail) => mail.subject)).toEqual([
      "Recordatorio: mañana Marta Compradora visita «Ático con vistas en Ruzafa»",
    ]);
    expect((await mailsTo(BUYER)).map((mail) => mail.subject)).toContain("¿Qué te pareció la visita?");
  });

  test("only the owner answers: another user and an admin are refused, and nothing changes", async () => {
    expect((await requestViewing(requestForm())).status).toBe(303);
    const { leads: lead, lead_viewings: viewing } = await storedViewing();
    const slot = viewing.proposedSlots[0]?.toISOString() ?? "";
    const stranger = await createUser(database().db, { name: "Otro" });
    const admin = await createUser(database().db, { name: "Admin", role: "admin" });
    for (const user of [stranger, admin]) {
      for (const intent of ["confirm-viewing", "reject-viewing", "cancel-viewing"]) {
        const outcome = await asSeller({ intent, leadId: lead.id, slot }, user);
        expect(outcome).toMatchObject({ kind: "data", status: 404 });
      }
    }
    expect((await storedViewing()).leads.state).toBe("requested");
  });

  test("a time the buyer did not propose is refused", async () => {
    expect((await requestViewing(requestForm())).status).toBe(303);
    const { leads: lead } = await storedViewing();
    const outcome = await asSeller({
      intent: "confirm-viewing",
      leadId: lead.id,
      slot: new Date(Date.now() + 9e8).toISOString(),
    });
    expect(outcome).toMatchObject({ kind: "data", status: 400 });
  });

  test("'Proponer otra hora' → the buyer accepts it from their link and both get the invitation", async () => {
    expect((await requestViewing(requestForm())).status).toBe(303);
    const { leads: lead } = await storedViewing();
    const proposed = await asSeller({
      intent: "propose-viewing-time",
      leadId: lead.id,
      slot: madridLocal(8, "17:00"),
    });
    expect(proposed).toMatchObject({ kind: "redirect", toast: { title: "Nueva hora propuesta" } });
    expect((await mailsTo(BUYER)).some((mail) => mail.subject?.includes("propone otra hora"))).toBe(true);
    expect((await asBuyer(lead.id, { intent: "accept-viewing-time" })).location).toContain("aviso=aceptada");
    const { leads: after, lead_viewings: viewing } = await storedViewing();
    expect(after.state).toBe("confirmed");
    expect(viewing.scheduledAt?.toISOString().slice(11, 16)).toMatch(/^1[56]:00$/);
    const invitation = (await mailsTo(seller.email)).find((mail) =>
      mail.subject?.startsWith("Visita confirmada"),
    );
    expect((await attachmentsOf(invitation))[0]?.contentType).toBe("text/calendar");
  });

  test("'Rechazar' tells the buyer", async () => {
    expect((await requestViewing(requestForm())).status).toBe(303);
    const { leads: lead } = await storedViewing();
    expect(await asSeller({ intent: "reject-viewing", leadId: lead.id })).toMatchObject({ kind: "redirect" });
    expect((await storedViewing()).leads.state).toBe("rejected");
    expect((await mailsTo(BUYER)).some((mail) => mail.text?.includes("no puede atender"))).toBe(true);
  });
});

describe("cancellations, stale jobs and the rating", () => {
  test("the buyer cancels from their link: the seller is told with METHOD:CANCEL, and the old jobs do nothing", async () => {
    const { leadId } = await requestAndConfirm();
    smtp.messages.length = 0;
    expect((await asBuyer(leadId, { intent: "cancel-viewing" })).location).toContain("aviso=cancelada");
    expect((await storedViewing()).leads.state).toBe("cancelled_by_buyer");
    const [notice] = await mailsTo(seller.email);
    expect(notice?.subject).toBe("Visita cancelada: «Ático con vistas en Ruzafa»");
    const ics = (await attachmentsOf(notice))[0]?.content ?? "";
    expect(ics).toContain("METHOD:CANCEL");
    expect(ics).toContain("STATUS:CANCELLED");
    expect(ics).toContain("SEQUENCE:2");
    expect(ics).toContain(`UID:visita-${leadId}@`);

    smtp.messages.length = 0;
    expect(await runViewingReminder(viewingDeps(context), { leadId, sequence: 1 })).toEqual({ sent: false });
    expect(await runViewingFeedback(viewingDeps(context), { leadId, sequence: 1 })).toEqual({ sent: false });
    expect(await mailsTo(BUYER)).toHaveLength(0);
  });

  test("the seller cancels: the buyer is told", async () => {
    const { leadId } = await requestAndConfirm();
    smtp.messages.length = 0;
    expect(await asSeller({ intent: "cancel-viewing", leadId })).toMatchObject({ kind: "redirect" });
    const [notice] = await mailsTo(BUYER);
    expect(notice?.text).toContain("El vendedor ha cancelado tu visita");
    expect(notice?.raw).not.toContain(seller.email);
  });

  test("after the visit the buyer rates it once, and the seller sees it in 'Compradores'", async () => {
    const { leadId } = await requestAndConfirm();
    // Before the visit there is nothing to rate.
    expect((await asBuyer(leadId, { intent: "rate-viewing", rating: "4" })).location).toContain(
      "aviso=cambiada",
    );
    await database()
      .db.update(leadViewings)
      .set({ scheduledAt: new Date(Date.now() - 3_600_000) })
      .where(eq(leadViewings.leadId, leadId));
    const token = buyerLinkToken(context.env.AUTH_SECRET, leadId);
    const page = (await buyerLoader({
      request: new Request(`http://localhost:3000/solicitud/${token}`),
      context,
      params: { token },
    } as never)) as { viewing: { canRate: boolean } };
    expect(page.viewing.canRate).toBe(true);
    expect(JSON.stringify(page)).not.toContain(seller.email);

    expect((await asBuyer(leadId, { intent: "rate-viewing", rating: "9" })).status).toBe(400);
    const rated = await asBuyer(leadId, {
      intent: "rate-viewing",
      rating: "4",
      comment: "Muy luminoso, <b>pero</b> ruidoso.",
    });
    expect(rated.location).toContain("aviso=valorada");
    expect((await asBuyer(leadId, { intent: "rate-viewing", rating: "1" })).location).toContain(
      "aviso=cambiada",
    );
    // Step 3 'Gestión de visitas' lists it among the past ones, with its rating; for its owner only.
    const step3 = await listListingViewings(database().db, seller.id, listingId);
    expect(step3.past).toMatchObject([{ buyerName: "Marta Compradora", rating: 4 }]);
    expect(step3.upcoming).toEqual([]);
    const stranger = await createUser(database().db, { name: "Otro" });
    expect((await listListingViewings(database().db, stranger.id, listingId)).past).toEqual([]);
    const [entry] = await listOwnLeads(database().db, seller.id);
    expect(entry?.viewing).toMatchObject({
      rating: 4,
      ratingComment: "Muy luminoso, <b>pero</b> ruidoso.",
      isPast: true,
    });
  });

  test("a forged or foreign token is a 404", async () => {
    const outcome = await buyerAction({
      request: postForm("/solicitud/nope", { intent: "cancel-viewing" }),
      context,
      params: { token: "nope" },
    } as never).catch((thrown: { init?: ResponseInit }) => thrown);
    expect((outcome as { init?: ResponseInit }).init?.status).toBe(404);
  });
});
