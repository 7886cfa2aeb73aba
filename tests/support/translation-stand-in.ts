import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, beforeEach } from "vitest";
import type { Db } from "#app/db/client.server";
import { defineMessageTranslationJob } from "#app/domain/leads/intake/message-translation.server";
import { emailBrand } from "#app/emails/brand.server";
import { translatorFromEnv } from "#app/lib/translation.server";

/** One request the stand-in received: the languages asked and the words to translate. */
export type TranslationRequest = { source: unknown; target: unknown; text: string };

export type TranslationStandIn = {
  /** What it was asked since the test began. */
  received: TranslationRequest[];
  /** How many of the next requests it refuses (503); Infinity for an adapter that is down. */
  failuresLeft: number;
};

/**
 * A local stand-in for the translation adapter, speaking DeepL's /v2/translate: it answers
 * "Traducido: <text>", or refuses while `failuresLeft` lasts. Its address goes in `env.DEEPL_API_URL`
 * (the server's environment the tests' contexts read) before the first test.
 */
export function withTranslationStandIn(env: NodeJS.ProcessEnv): TranslationStandIn {
  const standIn: TranslationStandIn = { received: [], failuresLeft: 0 };
  let server: Server;
  beforeAll(async () => {
    server = createServer(async (request, response) => {
      let raw = "";
      for await (const chunk of request) raw += chunk;
      const body = JSON.parse(raw) as { text: string[]; source_lang: unknown; target_lang: unknown };
      const text = body.text[0] ?? "";
      standIn.received.push({ source: body.source_lang, target: body.target_lang, text });
      if (standIn.failuresLeft > 0) {
        standIn.failuresLeft -= 1;
        return void response.writeHead(503).end("{}");
      }
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ translations: [{ text: `Traducido: ${text}` }] }));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    env.DEEPL_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    standIn.received.length = 0;
    standIn.failuresLeft = 0;
  });
  return standIn;
}

/**
 * The translation job defined on a test's context as server/product-jobs.ts defines it when the
 * adapter is on, with one retry a second or two later: the last try comes without waiting the
 * production's minutes. For `withListingLeads`'s `prepare`.
 */
export const defineTranslationJobForTests =
  (database: () => { db: Db }) =>
  (context: AppLoadContext): void => {
    const translator = translatorFromEnv(context.env);
    if (translator)
      defineMessageTranslationJob(
        context.jobs,
        { db: database().db, translator, mailer: context.mailer, brand: emailBrand(context.env) },
        { retryLimit: 1, retryDelaySeconds: 1 },
      );
  };
