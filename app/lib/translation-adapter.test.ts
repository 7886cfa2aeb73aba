import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  deeplBaseUrl,
  deeplTranslator,
  TranslationUnavailable,
  translatorFromEnv,
} from "./translation.server";

/**
 * A local stand-in for DeepL's /v2/translate: it answers in DeepL's JSON shape and records what it
 * was sent, so the client is exercised over real HTTP.
 */
type Received = { path: string; authorization: string | undefined; body: Record<string, unknown> };
let server: Server;
let baseUrl: string;
const received: Received[] = [];

const readBody = async (request: IncomingMessage) => {
  let text = "";
  for await (const chunk of request) text += chunk;
  return JSON.parse(text) as Record<string, unknown>;
};

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await readBody(request);
    received.push({ path: request.url ?? "", authorization: request.headers.authorization, body });
    if (request.headers.authorization !== "DeepL-Auth-Key good-key:fx") {
      response.writeHead(403).end(JSON.stringify({ message: "Wrong key" }));
      return;
    }
    const [text] = body.text as string[];
    response.writeHead(200, { "Content-Type": "application/json" });
    response.end(
      JSON.stringify({
        translations: [{ detected_source_language: "ES", text: `[${body.target_lang}] ${text}` }],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the DeepL client", () => {
  it("posts the Spanish text to /v2/translate with the key and reads the translation back", async () => {
    const translator = deeplTranslator({ apiKey: "good-key:fx", baseUrl });
    const text = await translator.translate("Piso luminoso.\nCon terraza.", "en");
    expect(text).toBe("[EN-GB] Piso luminoso.\nCon terraza.");
    expect(received.at(-1)).toEqual({
      path: "/v2/translate",
      authorization: "DeepL-Auth-Key good-key:fx",
      body: {
        text: ["Piso luminoso.\nCon terraza."],
        source_lang: "ES",
        target_lang: "EN-GB",
        preserve_formatting: true,
      },
    });
  });

  it("names each language by DeepL's code", async () => {
    const translator = deeplTranslator({ apiKey: "good-key:fx", baseUrl });
    expect(await translator.translate("Hola", "nl")).toBe("[NL] Hola");
    expect(await translator.translate("Hola", "de")).toBe("[DE] Hola");
  });

  it("reads a buyer's message into Spanish, naming the source language without its variant", async () => {
    const translator = deeplTranslator({ apiKey: "good-key:fx", baseUrl });
    expect(await translator.toSpanish("Is it still available?", "en")).toBe("[ES] Is it still available?");
    expect(received.at(-1)?.body).toMatchObject({ source_lang: "EN", target_lang: "ES" });
  });

  it("says the service is unavailable when DeepL refuses the key", async () => {
    const translator = deeplTranslator({ apiKey: "wrong", baseUrl });
    await expect(translator.translate("Hola", "fr")).rejects.toBeInstanceOf(TranslationUnavailable);
  });

  it("says the service is unavailable when nothing answers", async () => {
    const translator = deeplTranslator({ apiKey: "good-key:fx", baseUrl: "http://127.0.0.1:9" });
    await expect(translator.translate("Hola", "fr")).rejects.toBeInstanceOf(TranslationUnavailable);
  });
});

describe("which DeepL", () => {
  it("uses the free plan's host for a key ending in ':fx' and the paid one otherwise", () => {
    expect(deeplBaseUrl("abc:fx")).toBe("https://api-free.deepl.com");
    expect(deeplBaseUrl("abc")).toBe("https://api.deepl.com");
  });

  it("is off without a key", () => {
    expect(translatorFromEnv({})).toBeNull();
    expect(translatorFromEnv({ DEEPL_API_KEY: "abc:fx" })).not.toBeNull();
  });
});
