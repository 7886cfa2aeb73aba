import { describe, expect, test } from "vitest";
import { SPARE_PORTS_PER_GROUP, usablePort } from "./e2e-ports.mjs";

/** How Node's fetch() fails on a port: "bad port" for those it refuses before connecting. */
const fetchRefusal = (port: number) =>
  fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2_000) }).then(
    () => "answered",
    (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
  );

describe("the e2e groups' spare ports", () => {
  test("fetch() itself refuses 4190: the port group 2's SIGTERM test once waited on", async () => {
    expect(await fetchRefusal(4190)).toBe("bad port");
  });

  test("no spare port of either group, nor of ranges around fetch's bad ports, is one fetch() refuses", async () => {
    const ports = [4183, 4180, 6660, 5055].flatMap((base) =>
      Array.from({ length: 2 * SPARE_PORTS_PER_GROUP }, (_, n) => usablePort(base, n)),
    );
    expect(new Set(ports).has(4190)).toBe(false);
    for (const port of ports) expect(await fetchRefusal(port), `port ${port}`).not.toBe("bad port");
  });
});
