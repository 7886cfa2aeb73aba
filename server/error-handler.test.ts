import type { AddressInfo } from "node:net";
import { DrizzleQueryError } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, expect, test } from "vitest";
import { captureLogs, ERROR_LEVEL } from "#tests/support/log-capture";
import { answerUnhandledErrors } from "./error-handler";

const logs = captureLogs();
let server: ReturnType<express.Express["listen"]>;
let base = "";
beforeAll(async () => {
  const app = express();
  app.use((_req, res, next) => {
    res.locals.requestId = "req-0001-prueba";
    next();
  });
  app.get("/falla", () => {
    throw new DrizzleQueryError('insert into "leads" ("buyer_email") values ($1)', ["marta@example.es"]);
  });
  app.get("/no-esta", (_req, _res, next) => next(Object.assign(new Error("ENOENT"), { status: 404 })));
  app.use(answerUnhandledErrors(logs.logger));
  server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

test("an error no route answered: one JSON line at error level, without its parameters", async () => {
  logs.clear();
  const response = await fetch(`${base}/falla?email=marta@example.es`);
  expect(response.status).toBe(500);
  expect(await response.text()).toBe("¡Ups! Algo salió mal. Inténtalo de nuevo en unos minutos.");
  const [line, ...others] = logs.records();
  expect(others).toEqual([]);
  expect(line).toMatchObject({
    level: ERROR_LEVEL,
    requestId: "req-0001-prueba",
    route: "/falla",
    method: "GET",
    err: {
      type: "DrizzleQueryError",
      message: 'Failed query: insert into "leads" ("buyer_email") values ($1)',
    },
  });
  expect((line?.err as { stack?: string } | undefined)?.stack).toMatch(
    /^DrizzleQueryError: Failed query[^\n]*\n\s+at /,
  );
  expect(logs.text()).not.toContain("marta");
});

test("a client's 4xx is answered with its status and logs no error", async () => {
  logs.clear();
  const response = await fetch(`${base}/no-esta`);
  expect(response.status).toBe(404);
  expect(await response.text()).toBe("No encontrado");
  expect(logs.records()).toEqual([]);
});
