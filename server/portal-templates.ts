import type express from "express";
import {
  lastPage,
  type PortalQuery,
  parsePortalQuery,
  portalHref,
  portalSearchParams,
} from "#app/domain/listings/filters";
import type { PortalOutcome } from "#app/domain/listings/portal.server";
import type { PortalIndex } from "#app/domain/listings/portal-index.server";
import { LOCALES, type Locale } from "#app/lib/i18n/locales";
import { logger } from "#app/lib/logger.server";
import { CachedPage, type PageCache, type PageSlots } from "#app/lib/page-cache.server";
import { localePathTo, ROUTES } from "#app/urls";
import { captureBody, isSharableResponse, sendKeptPage, sharedPageVariant } from "./page-cache";
import { otherResultsOf, resultSlotsOf } from "./portal-result-slots";
import { SENTINEL_MARKS, slotsOf, withSentinels } from "./portal-template-slots";

/** Renders `path` as the app would for this request, showing `outcome` as the portal's results. */
export type RenderWithOutcome = (
  path: string,
  req: express.Request,
  res: express.Response,
  outcome: PortalOutcome,
) => Promise<Response>;

/**
 * A visitor's search no one made before, served from a template instead of rendered (docs/decisions/0078).
 * The results come from the portal held in memory (PortalIndex), or from the database when the
 * portal is too large to hold; the page is a template kept per language, cookie-banner variant,
 * search shape (what is set besides words and figures) and layout of the results, with the
 * visitor's words and figures (portal-template-slots.ts) and results (portal-result-slots.ts)
 * written in.
 *
 * A template is made after a page of that key was rendered the usual way a second time: the same
 * page is rendered again with sentinels for the free values and other results of the same layout,
 * and cut where they are written; it is kept only if, with the visitor's values and results
 * written back in, it is that rendered page byte for byte. So a template can only ever serve what
 * the app itself would render. Kept in `templates`, a page cache of their own that forgets
 * everything on any listing change, as the page cache does.
 */
export function portalSearchTemplates({
  index,
  templates,
  render,
}: {
  index: PortalIndex;
  templates: PageCache;
  render: RenderWithOutcome;
}): express.RequestHandler {
  const portalPaths = new Map<string, Locale>(
    LOCALES.map((locale) => [localePathTo(locale, ROUTES.portal), locale]),
  );
  const building = new Set<string>();
  const askedOnce = new AskedOnce();
  return async (req, res, next) => {
    const locale = portalPaths.get(req.path);
    if (req.method !== "GET" || !locale || req.get("authorization")) return next();
    if (!templates.isActive) return next();
    try {
      const variant = await sharedPageVariant(req.get("cookie") ?? null);
      if (variant === null) return next();
      // As the loader reads it: a search that is not the canonical one is redirected there.
      const search = new URL(req.originalUrl, "http://zaguan.invalid").search;
      const query = parsePortalQuery(new URLSearchParams(search));
      if (search !== portalSearchParams(query)) return next();
      // Taken before the results are read: a change heard while they load (read, perhaps, from
      // before it) makes the template unkeepable, as the page cache's renders are.
      const generation = templates.generation;
      const outcome = await outcomeOf(query);
      if (!outcome || (outcome.listings.length === 0 && query.page > lastPage(outcome))) return next();
      // The loader shows these results: no second query, whatever is served.
      res.locals.portalOutcome = outcome;
      const results = resultSlotsOf(outcome, query, locale);
      // A card that cannot be kept (the store full of pages under way): rendered the usual way.
      if (!results) return next();

      const values = {
        nonce: res.locals.cspNonce as string,
        formStamp: res.locals.formStamp as string | undefined,
      };
      const key = `${locale} ${variant} ${portalSearchParams(withSentinels(query))} ${results.layout}`;
      const template = templates.lookup(key);
      if (template) {
        const slots = { ...values, ...results.slots, ...slotsOf(query, locale) };
        return sendKeptPage(
          req,
          res,
          template,
          slots,
          { status: 200, cacheHeader: "template" },
          results.pieces,
        );
      }
      // Making a template costs a second render, so it is made only for a key asked for a second
      // time since the last change: results of a layout nobody else gets cost one render.
      if (askedOnce.firstTime(key, generation)) return next();
      captureBody(res, (html) => {
        const contentType = String(res.getHeader("Content-Type") ?? "");
        if (building.has(key) || !isSharableResponse(res, contentType, html)) return;
        building.add(key);
        const made = { key, query, locale, outcome, html, contentType, values, generation };
        makeTemplate(made, req, res)
          .catch((error) => logger.warn({ err: error }, "portal search template not made"))
          .finally(() => building.delete(key));
      });
      next();
    } catch (error) {
      next(error);
    }
  };

  /**
   * From memory, only while the index holds the portal. Past its size (100 000 listings) the
   * results could come from the database as the loader asks them, but measured that way each
   * search cost half as much CPU again: almost every search was the first or second of its layout
   * there, and the second pays a render to make the template (docs/decisions/0078, afternoon).
   */
  async function outcomeOf(query: PortalQuery): Promise<PortalOutcome | null> {
    return index.isActive ? await index.outcome(query) : null;
  }

  async function makeTemplate(
    made: {
      key: string;
      query: PortalQuery;
      locale: Locale;
      outcome: PortalOutcome;
      html: Buffer;
      contentType: string;
      values: PageSlots;
      generation: number;
    },
    req: express.Request,
    res: express.Response,
  ) {
    const other = otherResultsOf(made.outcome, made.query);
    if (!other) return;
    const sentinelled = withSentinels(made.query);
    const response = await render(portalHref(sentinelled, made.locale), req, res, other);
    if (response.status !== 200) return;
    const html = Buffer.from(await response.arrayBuffer());
    // Read after both renders, which kept every card they showed.
    const cut = resultSlotsOf(other, made.query, made.locale);
    const own = resultSlotsOf(made.outcome, made.query, made.locale);
    if (!cut || !own || cut.layout !== own.layout) return;
    const template = new CachedPage(
      html,
      { ...made.values, ...cut.slots, ...slotsOf(sentinelled, made.locale) },
      made.contentType,
      Date.now(),
    );
    const emptied = template.render({}).toString();
    const writtenElsewhere = SENTINEL_MARKS.some((mark) => emptied.includes(mark));
    // Each result written once where its slot is: a value found twice, or not at all, was cut
    // somewhere the page does not write it.
    const cutOnce = Object.keys(cut.slots).every((slot) => template.slotCount(slot) === 1);
    const values = { ...made.values, ...own.slots, ...slotsOf(made.query, made.locale) };
    const same = cutOnce && template.render(values).equals(made.html);
    if (writtenElsewhere || !same) {
      logger.warn({ writtenElsewhere, cutOnce }, "portal search template differs from its page; not kept");
      return;
    }
    templates.keep(made.key, template, made.generation);
  }
}

/** The keys asked for since the templates last forgot everything (a bounded memory of them). */
class AskedOnce {
  static readonly MAX_KEYS = 10_000;
  #keys = new Set<string>();
  #generation = -1;

  firstTime(key: string, generation: number): boolean {
    if (generation !== this.#generation || this.#keys.size >= AskedOnce.MAX_KEYS) {
      this.#keys = new Set();
      this.#generation = generation;
    }
    if (this.#keys.has(key)) return false;
    this.#keys.add(key);
    return true;
  }
}
