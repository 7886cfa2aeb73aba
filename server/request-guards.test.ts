import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { allRoutes } from "#tests/integration/authorization/probe";
import { limitBodiesByRoute } from "./body-limits";
import { refuseCrossSiteWrites } from "./origin-check";

const PUBLIC_URL = "https://zaguan.es";
const MB = 1024 * 1024;
/** A saved property's id in a process's address. */
const PROPERTY = "0b6f7c2e-3a1d-4c5e-9f80-1234567890ab";

/** The two guards as server/app.ts mounts them, in front of a handler that reads whatever it is sent. */
let reached: string[] = [];
let server: ReturnType<express.Express["listen"]>;
let base = "";
beforeAll(async () => {
  const app = express();
  app.use(limitBodiesByRoute());
  app.use(refuseCrossSiteWrites(PUBLIC_URL));
  app.use(express.raw({ type: () => true, limit: "200mb" }), (req, res) => {
    reached.push(req.path);
    res.send(`leídos ${(req.body as Buffer).length} bytes`);
  });
  server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** POSTs `body` to /request-password-reset; the status, or 413 read off a connection cut mid-body. */
function sendWithoutCopy(body: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}/request-password-reset`, {
      method: "POST",
      headers: {
        origin: base,
        "content-type": "application/x-www-form-urlencoded",
        "content-length": String(body.length),
      },
    });
    request.on("response", (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    // The server answers and closes before taking the rest: the write may fail after the answer.
    request.on("error", (error) => (request.writableEnded ? undefined : reject(error)));
    request.end(body);
  });
}

function post(path: string, body: BodyInit, headers: Record<string, string> = {}) {
  reached = [];
  return fetch(`${base}${path}`, { method: "POST", body, headers: { origin: base, ...headers } });
}

describe("request bodies, sized by route", () => {
  test("5 MB to /auth is refused with 413 and a Spanish message, never read", async () => {
    const response = await post("/auth", new Uint8Array(5 * MB), {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toBe("La petición es demasiado grande.");
    expect(reached).toEqual([]);
  });

  test("a short form passes; the listing form may be longer; small forms may not", async () => {
    const form = { "content-type": "application/x-www-form-urlencoded" };
    expect((await post("/consentimiento", "x".repeat(10_000), form)).status).toBe(200);
    expect((await post("/vender/nueva/anuncio", "x".repeat(200_000), form)).status).toBe(200);
    expect((await post(`/vender/${PROPERTY}/arras.data`, "x".repeat(200_000), form)).status).toBe(200);
    expect((await post("/dashboard", "x".repeat(200_000), form)).status).toBe(413);
  });

  test("files are accepted only where files are uploaded", async () => {
    const upload = () => {
      const body = new FormData();
      body.append("photos", new Blob([new Uint8Array(2 * MB)], { type: "image/jpeg" }), "salon.jpg");
      return body;
    };
    const refused = await post("/auth", upload());
    expect(refused.status).toBe(415);
    expect(await refused.text()).toBe("Esta dirección no admite archivos.");
    expect((await post("/pagos/iniciar", upload())).status).toBe(415);
    expect((await post("/fotos", upload())).status).toBe(200);
    expect((await post("/proceso-agencia/nueva/publicar", upload())).status).toBe(200);
    expect(reached).toEqual(["/proceso-agencia/nueva/publicar"]);
    // The same route as React Router's fetchers reach it, for a saved collaboration too.
    expect((await post(`/proceso-agencia/${PROPERTY}/publicar.data`, upload())).status).toBe(200);
    expect((await post(`/proceso-agencia/${PROPERTY}/campana.data`, upload())).status).toBe(415);
    expect((await post("/auth.data", upload())).status).toBe(415);
  });

  test("the public contract check takes one PDF of up to 10 MB, and no more", async () => {
    const check = (bytes: number) => {
      const body = new FormData();
      body.append("code", "7K3MQ-9XA2B");
      body.append("document", new Blob([new Uint8Array(bytes)], { type: "application/pdf" }), "contrato.pdf");
      return body;
    };
    expect((await post("/verificar-contrato", check(9 * MB))).status).toBe(200);
    expect(reached).toEqual(["/verificar-contrato"]);
    const refused = await post("/verificar-contrato", check(11 * MB));
    expect(refused.status).toBe(413);
    expect(reached).toEqual([]);
  });

  test("twenty 5 MB bodies sent at once leave memory flat", async () => {
    // One buffer, written by node:http without copies (fetch would copy it per request): what grows
    // is what the server keeps.
    const body = Buffer.alloc(5 * MB);
    reached = [];
    const before = process.memoryUsage();
    const statuses = await Promise.all(Array.from({ length: 20 }, () => sendWithoutCopy(body)));
    const after = process.memoryUsage();
    expect(reached).toEqual([]);
    expect(statuses).toEqual(Array(20).fill(413));
    // Read in full, the bodies alone would be 100 MB of buffers.
    expect(after.arrayBuffers - before.arrayBuffers).toBeLessThan(30 * MB);
  });
});

describe("state-changing requests come from our own pages", () => {
  const form = { "content-type": "application/x-www-form-urlencoded" };

  test("every route of the app refuses a POST from another site, except Stripe's webhook and the alerts' one-click unsubscribe", async () => {
    const paths = allRoutes()
      .map((route) => `/${route.path.replace(/:\w+/g, "x").replace("*", "x")}`)
      .filter((path) => path !== "/");
    paths.push("/");
    for (const path of paths) {
      const response = await post(path, "intent=delete", {
        ...form,
        origin: "https://sitio-malicioso.example",
      });
      // Both act on a signature alone, and are posted by other sites' servers (origin-check.ts).
      if (path === "/webhooks/stripe" || path === "/alertas/baja") {
        expect(response.status, path).toBe(200);
      } else {
        expect(response.status, path).toBe(403);
        expect(await response.text(), path).toBe(
          "La petición no procede de esta web. Recarga la página y vuelve a intentarlo.",
        );
        expect(reached, path).toEqual([]);
      }
    }
  });

  test("Sec-Fetch-Site: cross-site and the opaque origin are refused too", async () => {
    expect((await post("/salir", "", { ...form, "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await post("/salir", "", { ...form, origin: "null" })).status).toBe(403);
  });

  test("our own origin, the public address, and clients without any origin pass", async () => {
    expect((await post("/salir", "", { ...form, "sec-fetch-site": "same-origin" })).status).toBe(200);
    expect((await post("/salir", "", { ...form, origin: PUBLIC_URL })).status).toBe(200);
    const withoutOrigin = await fetch(`${base}/salir`, { method: "POST", body: "", headers: form });
    expect(withoutOrigin.status).toBe(200);
  });
});
