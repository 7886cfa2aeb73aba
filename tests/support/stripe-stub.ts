import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export type StubIntent = {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: { message: string } | null;
};

/**
 * A local stand-in for Stripe's API (just the PaymentIntent endpoints the product uses), so the
 * Stripe provider runs its real client code without the network. Tests move intents by hand.
 */
export async function startStripeStub() {
  const intents = new Map<string, StubIntent>();
  const requests: { method: string; path: string; body: string; idempotencyKey?: string }[] = [];
  /** Refunds by idempotency key, as Stripe answers a retried request with its first answer. */
  const refunds = new Map<
    string,
    { id: string; object: "refund"; amount: number; payment_intent: string; status: string }
  >();
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      const idempotencyKey = req.headers["idempotency-key"];
      requests.push({
        method: req.method ?? "",
        path: req.url ?? "",
        body,
        ...(typeof idempotencyKey === "string" ? { idempotencyKey } : {}),
      });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { "content-type": "application/json", "request-id": "req_stub" });
        res.end(JSON.stringify(payload));
      };
      const url = new URL(req.url ?? "/", "http://stub");
      if (req.method === "POST" && url.pathname === "/v1/payment_intents") {
        const form = new URLSearchParams(body);
        const id = `pi_${randomBytes(8).toString("hex")}`;
        const metadata: Record<string, string> = {};
        for (const [key, value] of form) {
          const match = /^metadata\[(.+)\]$/.exec(key);
          if (match?.[1]) metadata[match[1]] = value;
        }
        const intent: StubIntent = {
          id,
          object: "payment_intent",
          amount: Number(form.get("amount")),
          currency: form.get("currency") ?? "eur",
          status: "requires_payment_method",
          client_secret: `${id}_secret_stub`,
          metadata,
          last_payment_error: null,
        };
        intents.set(id, intent);
        return send(200, intent);
      }
      if (req.method === "POST" && url.pathname === "/v1/refunds") {
        const form = new URLSearchParams(body);
        const key = typeof idempotencyKey === "string" ? idempotencyKey : `refund-${refunds.size}`;
        const intent = intents.get(form.get("payment_intent") ?? "");
        if (intent?.status !== "succeeded")
          return send(400, {
            error: { type: "invalid_request_error", message: "This PaymentIntent cannot be refunded" },
          });
        const refund = refunds.get(key) ?? {
          id: `re_${randomBytes(8).toString("hex")}`,
          object: "refund" as const,
          amount: Number(form.get("amount") ?? intent.amount),
          payment_intent: intent.id,
          status: "succeeded",
        };
        refunds.set(key, refund);
        return send(200, refund);
      }
      const match = /^\/v1\/payment_intents\/([\w]+)$/.exec(url.pathname);
      if (req.method === "GET" && match?.[1]) {
        const intent = intents.get(match[1]);
        if (!intent)
          return send(404, { error: { type: "invalid_request_error", message: "No such payment_intent" } });
        return send(200, intent);
      }
      send(404, { error: { type: "invalid_request_error", message: "Unrecognized request URL" } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    requests,
    refunds,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
