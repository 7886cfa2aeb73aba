import type { AppLoadContext } from "react-router";
import { beforeAll, describe, expect, test } from "vitest";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { createTestContext } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { TEST_PUBLIC_URL } from "#tests/support/auth-context";
import { handleRequest, loadTestServerBuild } from "#tests/support/request-handler";

/**
 * The seller's video and virtual tour reach the buyer as two links on the listing, in the reader's
 * language, opening the other site in a new tab; the cadastral reference stays off the page.
 */
const database = withTestDatabase();
let context: AppLoadContext;
let withMedia: string;
let withoutMedia: string;
const VIDEO = "https://www.youtube.com/watch?v=triana360";
const TOUR = "https://my.matterport.com/show/?m=triana360";
const CADASTRAL = "9872023VH5797S0001WX";

beforeAll(async () => {
  await loadTestServerBuild();
}, 180_000);
beforeAll(async () => {
  const { db } = database();
  context = createTestContext(db);
  const owner = await createUser(db, { name: "Lucía Vendedora", email: "lucia.media@example.es" });
  ({ id: withMedia } = await createProperty(db, owner.id, {
    videoUrl: VIDEO,
    virtualTourUrl: TOUR,
    catastralReference: CADASTRAL,
  }));
  ({ id: withoutMedia } = await createProperty(db, owner.id, { catastralReference: CADASTRAL }));
});

const page = async (path: string) =>
  (await handleRequest(new Request(`${TEST_PUBLIC_URL}${path}`), context)).text();

type Link = { href: string; name: string; target: string | undefined; rel: string | undefined };

/** The links that open another site, each with what a screen reader says for it. */
function newTabLinks(html: string): Link[] {
  return [...html.matchAll(/<a ([^>]*target="_blank"[^>]*)>([\s\S]*?)<\/a>/g)].map(
    ([, attributes = "", inner = ""]) => {
      const attribute = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(attributes)?.[1];
      return {
        href: (attribute("href") ?? "").replaceAll("&amp;", "&"),
        name: inner
          .replace(/<[^>]+>/g, " ")
          .replaceAll("<!-- -->", "")
          .replace(/\s+/g, " ")
          .trim(),
        target: attribute("target"),
        rel: attribute("rel"),
      };
    },
  );
}

describe("the listing's video and virtual tour", () => {
  test("the Spanish listing links both, saying which site opens", async () => {
    const links = newTabLinks(await page(`/propiedad/${withMedia}`));
    expect(links).toContainEqual({
      href: VIDEO,
      name: "Vídeo (abre YouTube en una pestaña nueva)",
      target: "_blank",
      rel: "noopener noreferrer",
    });
    expect(links).toContainEqual({
      href: TOUR,
      name: "Visita virtual (abre my.matterport.com en una pestaña nueva)",
      target: "_blank",
      rel: "noopener noreferrer",
    });
  });

  test("the English listing links both in English", async () => {
    const links = newTabLinks(await page(`/en/propiedad/${withMedia}`));
    expect(links.find((link) => link.href === VIDEO)?.name).toBe("Video (opens YouTube in a new tab)");
    expect(links.find((link) => link.href === TOUR)?.name).toBe(
      "Virtual tour (opens my.matterport.com in a new tab)",
    );
  });

  test("a listing without them shows neither, in any language", async () => {
    for (const path of [`/propiedad/${withoutMedia}`, `/en/propiedad/${withoutMedia}`]) {
      const html = await page(path);
      expect(html).not.toContain("Vídeo");
      expect(html).not.toContain("Visita virtual");
      expect(html).not.toContain("Virtual tour");
      expect(newTabLinks(html).map((link) => link.href)).not.toContain(VIDEO);
    }
  });

  test("the cadastral reference is nowhere in the page, its metadata or its structured data", async () => {
    for (const path of [`/propiedad/${withMedia}`, `/en/propiedad/${withMedia}`])
      expect(await page(path)).not.toContain(CADASTRAL);
  });
});
