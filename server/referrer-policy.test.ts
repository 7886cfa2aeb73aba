import type { AddressInfo } from "node:net";
import express from "express";
import helmet from "helmet";
import { afterAll, beforeAll, expect, test } from "vitest";
import { routeReferrerPolicyReplacesDefault } from "./referrer-policy";

/** helmet's default as server/app.ts mounts it, then a route that names its own the way the React Router adapter does (`res.append`). */
let server: ReturnType<express.Express["listen"]>;
let base = "";
beforeAll(async () => {
  const app = express();
  app.use(helmet({ referrerPolicy: { policy: "strict-origin-when-cross-origin" } }));
  app.use(routeReferrerPolicyReplacesDefault());
  app.get("/entrar-con-enlace", (_req, res) => {
    res.append("Referrer-Policy", "strict-origin");
    res.append("Cache-Control", "private, no-store");
    res.send("ok");
  });
  app.get("/", (_req, res) => res.send("ok"));
  server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

test("a page that names its own Referrer-Policy sends that one alone, not the default beside it", async () => {
  const response = await fetch(`${base}/entrar-con-enlace`);
  // Repeated headers come joined with ", ": exactly one value.
  expect(response.headers.get("referrer-policy")).toBe("strict-origin");
  expect(response.headers.get("cache-control")).toBe("private, no-store");
});

test("every other page keeps the site's default", async () => {
  const response = await fetch(`${base}/`);
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
});
