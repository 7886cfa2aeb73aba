import { describe, expect, test, vi } from "vitest";
import { sqlExecutor } from "#app/db/client.server";
import { createJobQueue, type JobDefinition, type JobQueue } from "#app/lib/jobs.server";
import { STALLED_JOB_MESSAGE } from "#app/lib/stalled-jobs.server";
import { withTestDatabase } from "#tests/setup/db";

const database = withTestDatabase();
const quiet = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });
let names = 0;
const uniqueName = (label: string) => `${label}-${++names}`;

/** A server process's queue: `recoverEveryMs` as short as a test can wait for. */
function queue(recoverEveryMs = 0) {
  return createJobQueue({
    executeSql: sqlExecutor(database().db),
    logger: quiet(),
    maintenance: false,
    recoverEveryMs,
  });
}

/**
 * A process that took the job and died running it: its handler never ends and the process stops
 * working, so the job stays 'active' in the database with nobody behind it (what SIGKILL leaves).
 */
async function crashWhileRunning(name: string, options: JobDefinition) {
  const dying = queue();
  let begun: () => void = () => {};
  const running = new Promise<void>((resolve) => {
    begun = resolve;
  });
  dying.define(
    name,
    () => {
      begun();
      return new Promise(() => {});
    },
    options,
  );
  const id = (await dying.enqueue(name, { to: "ana@example.es" })) as string;
  await running;
  await dying.stop(0);
  return id;
}

const stateOf = async (jobs: JobQueue, name: string, id: string) => (await jobs.outcome(name, id, 0)).state;

describe("jobs left active by a process that stopped", () => {
  test("run again as soon as their expiry has passed, not after the retry backoff", async () => {
    const name = uniqueName("e-mail");
    // A retry backoff of an hour: only the recovery can bring the job back within the test.
    const options = { expireInSeconds: 1, retryDelaySeconds: 3_600 };
    const id = await crashWhileRunning(name, options);

    const restarted = queue(100);
    const ran = vi.fn(async (_payload: unknown) => {});
    restarted.define(name, ran, options);
    await restarted.start();
    await vi.waitFor(() => expect(ran).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(ran).toHaveBeenCalledWith({ to: "ana@example.es" }, expect.objectContaining({ id, attempt: 2 }));
    await restarted.idle();
    expect(await stateOf(restarted, name, id)).toBe("completed");
    expect(ran).toHaveBeenCalledTimes(1);
    await restarted.stop();
  });

  test("end failed, with the reason in the admin's list, when their retries are used up", async () => {
    const name = uniqueName("test-e-mail");
    const options = { expireInSeconds: 1, retryLimit: 0 };
    const id = await crashWhileRunning(name, options);

    const restarted = queue(100);
    const ran = vi.fn(async () => {});
    restarted.define(name, ran, options);
    await restarted.start();
    await vi.waitFor(async () => expect(await stateOf(restarted, name, id)).toBe("failed"), {
      timeout: 10_000,
    });
    expect((await restarted.listFailed()).filter((job) => job.name === name)).toEqual([
      expect.objectContaining({ id, error: STALLED_JOB_MESSAGE }),
    ]);
    expect(ran).not.toHaveBeenCalled();
    await restarted.stop();
  });
});

describe("a long job is never started twice", () => {
  test("its own process never takes it for stalled, however long past its expiry it runs", async () => {
    const name = uniqueName("alerts-match");
    const jobs = queue(50);
    let runs = 0;
    jobs.define(
      name,
      async () => {
        runs += 1;
        // Work that outlasts the expiry (1 s) while this process sweeps every 50 ms.
        await new Promise((resolve) => setTimeout(resolve, 1_600));
      },
      { expireInSeconds: 1 },
    );
    const id = (await jobs.enqueue(name, {})) as string;
    expect((await jobs.outcome(name, id, 10_000)).state).toBe("completed");
    await jobs.idle();
    expect(runs).toBe(1);
    await jobs.stop();
  });

  test("another process leaves it alone while it is within its expiry", async () => {
    const name = uniqueName("digest");
    const options = { expireInSeconds: 5 };
    const working = queue();
    let runs = 0;
    working.define(
      name,
      async () => {
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 1_500));
      },
      options,
    );
    const id = (await working.enqueue(name, {})) as string;
    // The other process starts once the job is running here: before, it could simply be the first
    // to take a job that was still waiting, which is not what this test is about.
    await vi.waitFor(() => expect(runs).toBe(1), { timeout: 10_000 });
    const watching = queue(50);
    const stolen = vi.fn(async () => {});
    watching.define(name, stolen, options);
    await watching.start();
    expect((await working.outcome(name, id, 10_000)).state).toBe("completed");
    expect(runs).toBe(1);
    expect(stolen).not.toHaveBeenCalled();
    await Promise.all([working.stop(), watching.stop()]);
  });
});

test("a queue's settings follow the code at the next start (a new expiry reaches an existing queue)", async () => {
  const name = uniqueName("email");
  const before = queue();
  before.define(name, async () => {}, { expireInSeconds: 300 });
  await before.start();
  await before.stop();

  const after = queue();
  after.define(name, async () => {}, { expireInSeconds: 30 });
  await after.start();
  const { rows } = await sqlExecutor(database().db)(
    "SELECT expire_seconds AS seconds FROM pgboss.queue WHERE name = $1",
    [name],
  );
  expect(rows).toEqual([{ seconds: 30 }]);
  await after.stop();
});
