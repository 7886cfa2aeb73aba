import { type ChildProcess, execFileSync } from "node:child_process";
import http from "node:http";
import { and, eq, inArray } from "drizzle-orm";
import Stripe from "stripe";
import type { Db } from "#app/db/client.server";
import { paymentEvents, payments } from "#app/db/schema/payments";
import { properties } from "#app/db/schema/properties";
import { NEW_SALE_PATH } from "#app/domain/kernel/process-urls";
import { checkFileIntegrity, sweepOrphanFiles } from "#app/domain/listings/file-integrity.server";
import type { FileStorage } from "#app/lib/storage.server";
import { UUID_SOURCE } from "#app/lib/uuid";
import { LISTING_FORM } from "#tests/factories/listing-facts";
import { createProperty } from "#tests/factories/properties";
import type { startStripeStub } from "#tests/support/stripe-stub";

export type Harness = {
  base: string;
  cookie: string;
  userId: string;
  db: Db;
  storage: FileStorage;
  stub: Awaited<ReturnType<typeof startStripeStub>>;
  webhookSecret: string;
  photo: Buffer;
  random: () => number;
  start: () => Promise<ChildProcess>;
  stop: (signal: NodeJS.Signals) => Promise<number | null>;
  runs: number;
};

export type ScenarioResult = {
  name: string;
  runs: number;
  /** Runs where the kill came before the response. */
  interrupted: number;
  /** Runs whose response (2xx/3xx) arrived before the kill: their rows must survive. */
  committed: number;
  violations: string[];
  orphansFound?: number;
  orphansAfterSweep?: number;
  /** The undisturbed request on a fresh server; kills land in [0, 1,5 ×] of it. */
  typicalMs?: number;
  seconds?: number;
  note?: string;
};

type Outcome = { status: number; location: string | null; body: string } | null;

/** Sends the request, kills the server after `delayMs`, and says what (if anything) came back first. */
async function killDuring(
  harness: Harness,
  send: () => Promise<Response>,
  delayMs: number,
): Promise<Outcome> {
  let outcome: Outcome = null;
  const request = send()
    .then(async (response) => {
      const body = await response.text();
      outcome = { status: response.status, location: response.headers.get("location"), body };
    })
    .catch(() => {});
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  await harness.stop("SIGKILL");
  await request;
  await harness.start();
  return outcome;
}

/**
 * How long the request takes undisturbed on a server that has just started (as every run's is:
 * modules not yet loaded, pool not yet connected), so kills land anywhere from before to after it.
 */
async function timeOnce(harness: Harness, send: () => Promise<Response>) {
  await harness.stop("SIGKILL");
  await harness.start();
  const started = performance.now();
  await (await send()).text();
  return performance.now() - started;
}

const UUID = new RegExp(UUID_SOURCE, "i");

const LISTING = {
  intent: "save-listing",
  ...LISTING_FORM,
  title: "Piso de prueba de caídas",
  propertyType: "Piso",
};

async function photoInvariants(harness: Harness, violations: string[], label: string) {
  const integrity = await checkFileIntegrity({ db: harness.db, storage: harness.storage });
  for (const entry of integrity.missing)
    violations.push(`${label}: ${entry.propertyId} points at missing ${entry.key}`);
  return integrity;
}

/** (a) A new listing (POST /vender/nueva/anuncio, step 1 without photos: saved as a draft). */
async function listing(harness: Harness): Promise<ScenarioResult> {
  const send = () =>
    fetch(`${harness.base}${NEW_SALE_PATH}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        cookie: harness.cookie,
        origin: harness.base,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams(LISTING),
    });
  const typical = await timeOnce(harness, send);
  const committedIds: string[] = [];
  const violations: string[] = [];
  let interrupted = 0;
  for (let run = 0; run < harness.runs; run++) {
    const outcome = await killDuring(harness, send, harness.random() * typical * 1.5);
    if (!outcome) interrupted++;
    else if (outcome.status === 302) {
      // The draft's own address: /vender/<id>/anuncio.
      const id = new URL(outcome.location ?? "", harness.base).pathname.match(UUID)?.[0];
      if (id) committedIds.push(id);
      else violations.push(`run ${run}: redirect without id (${outcome.location})`);
    } else violations.push(`run ${run}: status ${outcome.status}`);
    const found = committedIds.length
      ? await harness.db
          .select({ id: properties.id })
          .from(properties)
          .where(inArray(properties.id, committedIds))
      : [];
    if (found.length !== committedIds.length)
      violations.push(`run ${run}: ${committedIds.length - found.length} committed listings lost`);
  }
  // Every row is whole: the draft carries what was typed, never a half-written listing.
  const rows = await harness.db
    .select({ title: properties.title, price: properties.price, status: properties.status })
    .from(properties)
    .where(eq(properties.userId, harness.userId));
  for (const row of rows) {
    if (row.title !== LISTING.title || row.price !== 250_000 || row.status !== "draft") {
      violations.push(`partial listing row ${JSON.stringify(row)}`);
    }
  }
  await photoInvariants(harness, violations, "listing");
  return {
    name: "listing (POST /vender/nueva/anuncio)",
    runs: harness.runs,
    interrupted,
    committed: committedIds.length,
    violations,
    typicalMs: typical,
  };
}

/** (b) Three photos uploaded to a fresh draft (POST /fotos: decode, re-encode ×3, write, update the row). */
async function photos(harness: Harness): Promise<ScenarioResult> {
  const upload = (propertyId: string) => () => {
    const form = new FormData();
    form.set("intent", "add");
    form.set("propertyId", propertyId);
    for (let index = 0; index < 3; index++) {
      form.append(
        "photos",
        new Blob([new Uint8Array(harness.photo)], { type: "image/jpeg" }),
        `foto-${index}.jpg`,
      );
    }
    return fetch(`${harness.base}/fotos`, {
      method: "POST",
      body: form,
      headers: { cookie: harness.cookie, origin: harness.base },
    });
  };
  const draft = () => createProperty(harness.db, harness.userId, { status: "draft", images: [] });
  const typical = await timeOnce(harness, upload((await draft()).id));
  const violations: string[] = [];
  const committed: { propertyId: string; urls: string[] }[] = [];
  let interrupted = 0;
  for (let run = 0; run < harness.runs; run++) {
    const { id } = await draft();
    const outcome = await killDuring(harness, upload(id), harness.random() * typical * 1.5);
    if (!outcome) interrupted++;
    else if (outcome.status === 200)
      committed.push({ propertyId: id, urls: (JSON.parse(outcome.body) as { added: string[] }).added });
    else violations.push(`run ${run}: status ${outcome.status}`);
    await photoInvariants(harness, violations, `run ${run}`);
  }
  for (const { propertyId, urls } of committed) {
    const [row] = await harness.db
      .select({ images: properties.images })
      .from(properties)
      .where(eq(properties.id, propertyId));
    const lost = urls.filter((url) => !row?.images.includes(url));
    if (lost.length > 0) violations.push(`${propertyId}: ${lost.length} committed photos lost`);
  }
  const before = await photoInvariants(harness, violations, "before sweep");
  // Grace 0: the server is idle, so every unreferenced file is a crash's leftover.
  await sweepOrphanFiles({ db: harness.db, storage: harness.storage, graceMs: 0 });
  const after = await photoInvariants(harness, violations, "after sweep");
  if (after.orphans.length > 0) violations.push(`${after.orphans.length} orphans survived the sweep`);
  return {
    typicalMs: typical,
    name: "photos (POST /fotos, 3 photos)",
    runs: harness.runs,
    interrupted,
    committed: committed.length,
    violations,
    orphansFound: before.orphans.length,
    orphansAfterSweep: after.orphans.length,
  };
}

/** (c) A signed payment_intent.succeeded webhook; Stripe re-delivers until it gets a 2xx. */
async function webhook(harness: Harness): Promise<ScenarioResult> {
  const violations: string[] = [];
  let interrupted = 0;
  let committed = 0;
  let typical = 0;
  for (let run = -1; run < harness.runs; run++) {
    const property = await createProperty(harness.db, harness.userId, { marketingActive: false });
    const intentId = `pi_crash_${run + 1}_${property.id.slice(0, 8)}`;
    const intent = {
      id: intentId,
      object: "payment_intent" as const,
      amount: 60_500,
      currency: "eur",
      status: "succeeded",
      client_secret: `${intentId}_secret`,
      metadata: { propertyId: property.id, productType: "marketing" },
      last_payment_error: null,
    };
    harness.stub.intents.set(intentId, intent);
    const [payment] = await harness.db
      .insert(payments)
      .values({
        userId: harness.userId,
        propertyId: property.id,
        productType: "marketing",
        amount: 60_500,
        provider: "stripe",
        providerPaymentId: intentId,
      })
      .returning({ id: payments.id });
    const eventId = `evt_crash_${run + 1}`;
    const payload = JSON.stringify({
      id: eventId,
      object: "event",
      type: "payment_intent.succeeded",
      api_version: "2025-01-01",
      created: Math.floor(Date.now() / 1000),
      data: { object: intent },
    });
    const deliver = () =>
      fetch(`${harness.base}/webhooks/stripe`, {
        method: "POST",
        body: payload,
        headers: {
          "content-type": "application/json",
          "stripe-signature": Stripe.webhooks.generateTestHeaderString({
            payload,
            secret: harness.webhookSecret,
          }),
        },
      });
    if (run === -1) {
      typical = await timeOnce(harness, deliver);
      continue;
    }
    const outcome = await killDuring(harness, deliver, harness.random() * typical * 1.5);
    // Right after the crash: all of the fulfilment or none of it.
    const state = async () => {
      const [row] = await harness.db
        .select({ status: payments.status })
        .from(payments)
        .where(eq(payments.id, payment?.id ?? ""));
      const [prop] = await harness.db
        .select({ active: properties.marketingActive, paid: properties.paymentStatus })
        .from(properties)
        .where(eq(properties.id, property.id));
      const events = await harness.db
        .select({ id: paymentEvents.id })
        .from(paymentEvents)
        .where(and(eq(paymentEvents.id, eventId)));
      return { status: row?.status, active: prop?.active, paid: prop?.paid, events: events.length };
    };
    const afterCrash = await state();
    const whole =
      afterCrash.status === "succeeded" &&
      afterCrash.active &&
      afterCrash.paid === "paid" &&
      afterCrash.events === 1;
    const none =
      afterCrash.status === "pending" &&
      !afterCrash.active &&
      afterCrash.paid === "pending" &&
      afterCrash.events === 0;
    if (!whole && !none) violations.push(`run ${run}: half-applied ${JSON.stringify(afterCrash)}`);
    if (!outcome) interrupted++;
    else if (outcome.status === 200) {
      committed++;
      if (!whole) violations.push(`run ${run}: 200 answered but not applied ${JSON.stringify(afterCrash)}`);
    }
    // Stripe's retry: applied exactly once in the end.
    const retry = await deliver();
    if (retry.status !== 200) violations.push(`run ${run}: re-delivery answered ${retry.status}`);
    const final = await state();
    if (!(final.status === "succeeded" && final.active && final.events === 1))
      violations.push(`run ${run}: after re-delivery ${JSON.stringify(final)}`);
  }
  return {
    name: "webhook (POST /webhooks/stripe)",
    runs: harness.runs,
    interrupted,
    committed,
    violations,
    typicalMs: typical,
  };
}

/**
 * One request on its own connection (node:http, no pooling), reporting when its body has been
 * fully written — from then on it is in flight: the server has it, or has it in its socket.
 */
function rawRequest(
  url: string,
  {
    method = "GET",
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
) {
  let markSent: () => void = () => {};
  const sent = new Promise<void>((resolve) => {
    markSent = resolve;
  });
  const done = new Promise<number | string>((resolve) => {
    const request = http.request(url, { method, headers, agent: false }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
      response.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
    });
    request.on("error", (error: NodeJS.ErrnoException) => {
      markSent();
      resolve(error.code ?? "error");
    });
    request.on("finish", markSent);
    request.end(body);
  });
  return { sent, done };
}

function acceptQueue(port: string): string {
  try {
    const line =
      execFileSync("ss", ["-ltnH", `sport = :${port}`], { encoding: "utf8" })
        .trim()
        .split("\n")[0] ?? "";
    return line.split(/\s+/)[1] ?? "?";
  } catch {
    return "?";
  }
}

/** A multipart body with one photo, as the sale page sends it. */
async function photoForm(propertyId: string, photo: Buffer) {
  const form = new FormData();
  form.set("intent", "add");
  form.set("propertyId", propertyId);
  form.append("photos", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "foto.jpg");
  const encoded = new Response(form);
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get("content-type") ?? "",
  };
}

/** SIGTERM with 50 requests in flight (25 photo uploads, 25 portal pages): none may be lost. */
async function sigterm(harness: Harness): Promise<ScenarioResult> {
  const violations: string[] = [];
  const runs = Math.min(harness.runs, 3);
  let completed = 0;
  const queues: string[] = [];
  for (let run = 0; run < runs; run++) {
    const drafts = [
      await createProperty(harness.db, harness.userId, { status: "draft", images: [] }),
      await createProperty(harness.db, harness.userId, { status: "draft", images: [] }),
    ];
    const forms = await Promise.all(drafts.map((draft) => photoForm(draft.id, harness.photo)));
    const requests = Array.from({ length: 50 }, (_, index) => {
      if (index % 2 === 1) return rawRequest(`${harness.base}/portal`);
      const form = forms[index % 4 === 0 ? 0 : 1];
      return rawRequest(`${harness.base}/fotos`, {
        method: "POST",
        body: form?.body,
        headers: {
          cookie: harness.cookie,
          origin: harness.base,
          "content-type": form?.contentType ?? "",
          "content-length": String(form?.body.length ?? 0),
        },
      });
    });
    // Every request fully sent, then a moment for the server to accept the connections.
    await Promise.all(requests.map((request) => request.sent));
    await new Promise((resolve) => setTimeout(resolve, Number(process.env.SIGTERM_AFTER_MS ?? 200)));
    // Connections the kernel accepted but the server process has not yet taken (Recv-Q of the listener).
    const backlog = acceptQueue(new URL(harness.base).port);
    queues.push(backlog);
    const started = performance.now();
    const exitCode = harness.stop("SIGTERM");
    const statuses = await Promise.all(requests.map((request) => request.done));
    const code = await exitCode;
    const shutdownMs = performance.now() - started;
    const answered = (status: number | string) => typeof status === "number" && status >= 200 && status < 400;
    completed += statuses.filter(answered).length;
    const counts = new Map<string, number>();
    for (const [index, status] of statuses.entries()) {
      const label = `${index % 2 === 1 ? "portal" : "upload"} ${status}`;
      counts.set(label, (counts.get(label) ?? 0) + 1);
    }
    if (!statuses.every(answered)) {
      violations.push(
        `run ${run}: ${JSON.stringify(Object.fromEntries(counts))}, exit ${code} after ${shutdownMs.toFixed(0)} ms, accept queue at SIGTERM ${backlog}`,
      );
    }
    if (code !== 0) violations.push(`run ${run}: exit code ${code} after ${shutdownMs.toFixed(0)} ms`);
    await harness.start();
    const rows = await harness.db
      .select({ images: properties.images })
      .from(properties)
      .where(
        inArray(
          properties.id,
          drafts.map((draft) => draft.id),
        ),
      );
    const photosSaved = rows.reduce((sum, row) => sum + row.images.length, 0);
    if (photosSaved !== 25) violations.push(`run ${run}: ${photosSaved} of 25 uploaded photos saved`);
    await photoInvariants(harness, violations, `sigterm run ${run}`);
  }
  return {
    name: "SIGTERM, 50 in flight",
    runs,
    interrupted: 0,
    committed: completed,
    violations,
    note: `connections still in the kernel's accept queue at SIGTERM: ${queues.join(", ")}`,
  };
}

export const SCENARIOS = { listing, photos, webhook, sigterm };
