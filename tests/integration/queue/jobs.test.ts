import { describe, expect, test, vi } from "vitest";
import { sqlExecutor } from "#app/db/client.server";
import { createJobQueue } from "#app/lib/jobs.server";
import { withTestDatabase } from "#tests/setup/db";

const database = withTestDatabase();
const quiet = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });
let names = 0;
const uniqueName = (label: string) => `${label}-${++names}`;

function queue() {
  return createJobQueue({ executeSql: sqlExecutor(database().db), logger: quiet(), maintenance: false });
}

describe("the durable job queue (pg-boss on this engine)", () => {
  test("a job enqueued by a process that stops before running it is run by the next one, once", async () => {
    const name = uniqueName("handover");
    const before = queue();
    const ranBefore = vi.fn(async () => {});
    before.define(name, ranBefore);
    await before.start();
    await before.stop();
    // Stored, but nothing works it: the stopped process is the crashed server.
    expect(await before.enqueue(name, { listing: 7 })).toMatch(/^[0-9a-f-]{36}$/);

    const after = queue();
    const ran = vi.fn(async (_payload: unknown) => {});
    after.define(name, ran);
    await after.start();
    await vi.waitFor(() => expect(ran).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    await after.idle();
    expect(ran).toHaveBeenCalledWith({ listing: 7 }, expect.objectContaining({ attempt: 1 }));
    expect(ranBefore).not.toHaveBeenCalled();
    await after.stop();
  });

  test("a key makes a second enqueue a no-op; a job for later waits, and can be cancelled", async () => {
    const name = uniqueName("reminder");
    const jobs = queue();
    const ran = vi.fn(async (_payload: unknown) => {});
    jobs.define(name, ran);
    const first = await jobs.enqueue(name, { viewing: 1 }, { key: "viewing:1" });
    expect(first).toBe(jobs.idForKey(name, "viewing:1"));
    expect(await jobs.enqueue(name, { viewing: 1 }, { key: "viewing:1" })).toBeNull();
    await jobs.idle();
    expect(ran).toHaveBeenCalledTimes(1);

    const later = await jobs.enqueue(name, { viewing: 2 }, { startAfter: new Date(Date.now() + 3_600_000) });
    await jobs.idle();
    expect(ran).toHaveBeenCalledTimes(1);
    await jobs.cancel(name, later as string);
    expect((await jobs.outcome(name, later as string, 0)).state).toBe("failed");
    await jobs.stop();
  });

  test("a handler that keeps throwing ends failed with its error; retry runs it again", async () => {
    const name = uniqueName("flaky");
    const jobs = queue();
    let calls = 0;
    jobs.define(
      name,
      async () => {
        calls += 1;
        if (calls === 1) throw new Error("servidor caído");
      },
      { retryLimit: 0 },
    );
    const id = (await jobs.enqueue(name, { n: 1 })) as string;
    expect((await jobs.outcome(name, id, 10_000)).state).toBe("failed");
    const failed = (await jobs.listFailed()).filter((job) => job.name === name);
    expect(failed).toEqual([
      expect.objectContaining({ id, attempts: 1, error: "servidor caído", payload: { n: 1 } }),
    ]);

    expect(await jobs.retry(name, id)).toBe(true);
    expect((await jobs.outcome(name, id, 10_000)).state).toBe("completed");
    expect(calls).toBe(2);
    expect(await jobs.retry(name, id)).toBe(false);
    await jobs.stop();
  });
});
