import type express from "express";
import type { Db } from "#app/db/client.server";
import {
  lastPage,
  type PortalQuery,
  parsePortalQuery,
  portalHref,
  portalSearchParams,
} from "#app/domain/listings/filters";
import { findPortalOutcome, type PortalOutcome } from "#app/domain/listings/portal.server";
import type { PortalIndex } from "#app/domain/listings/portal-index.server";
import { LOCALES, type Locale } from "#app/lib/i18n/locales";
import { logger } from "#app/lib/logger.server";
import { CachedPage, type PageCache, type PageSlots } from "#app/lib/page-cache.server";
import type { PageScan } from "#app/lib/page-css.server";
import { localePathTo, ROUTES } from "#app/urls";
import { captureBody, isSharableResponse, sendKeptPage, sharedPageVariant } from "./page-cache";
import { otherResultsOf, resultSlotsOf } from "./portal-result-slots";
import { STYLESHEET_SLOT, stylesheetOf, templateScan, writesStyleTokens } from "./portal-stylesheet-slot";
import { SENTINEL_MARKS, slotsOf, withSentinels } from "./portal-template-slots";

/** On a page served from a template: how many of its cards no page had shown yet (rendered alone). */
export const CARDS_RENDERED_HEADER = "X-Template-Cards-Rendered";

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
 * search shape (what is set besides words and figures) and layout of the results (how many cards,
 * whether a page follows), with the visitor's words and figures (portal-template-slots.ts), results
 * (portal-result-slots.ts) and the stylesheet those ask for (portal-stylesheet-slot.ts) written in.
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
  db,
  templates,
  filledPages,
  render,
  stylesheet,
}: {
  index: PortalIndex;
  db: Db;
  templates: PageCache;
  /**
   * Templates with the results of a search asked twice written in (ADR 0078, point 6), kept apart:
   * each costs one copy to make, a template two renders, and at scale results are asked twice
   * often enough that, sharing one memory, they pushed the templates out and had them made again.
   */
  filledPages: PageCache;
  render: RenderWithOutcome;
  /** The built stylesheet public pages cut theirs from (tests give their own). */
  stylesheet?: () => string;
}): express.RequestHandler {
  const portalPaths = new Map<string, Locale>(
    LOCALES.map((locale) => [localePathTo(locale, ROUTES.portal), locale]),
  );
  const building = new Set<string>();
  // What each template's own markup asks of the stylesheet, its cards' apart.
  const scans = new WeakMap<CachedPage, PageScan>();
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
      if (search !== portalSearchParams(query) || writesStyleTokens(query.search)) return next();
      // Taken before the results are read: a change heard while they load (read, perhaps, from
      // before it) makes the template unkeepable, as the page cache's renders are.
      const generation = templates.generation;
      const filledGeneration = filledPages.generation;
      const outcome = await outcomeOf(query);
      if (!outcome || (outcome.listings.length === 0 && query.page > lastPage(outcome))) return next();
      // The loader shows these results: no second query, whatever is served.
      res.locals.portalOutcome = outcome;
      const values = {
        nonce: res.locals.cspNonce as string,
        formStamp: res.locals.formStamp as string | undefined,
      };
      const shape = `${locale} ${variant} ${portalSearchParams(withSentinels(query))}`;
      // Results shown before: their shape's template with them written in, kept when asked twice.
      const shown = `${shape} ${resultsOf(outcome)}`;
      const written = filledPages.lookup(shown);
      if (written) {
        res.setHeader(CARDS_RENDERED_HEADER, "0");
        const slots = { ...values, ...slotsOf(query, locale) };
        return sendKeptPage(req, res, written, slots, { status: 200, cacheHeader: "template" });
      }
      const results = resultSlotsOf(outcome, query, locale);
      // A card that cannot be kept (the store full of pages under way): rendered the usual way.
      if (!results) return next();

      const key = `${shape} ${results.layout}`;
      const template = templates.lookup(key);
      const scan = template && scans.get(template);
      if (template && scan) {
        const css = stylesheetOf(scan, results.scans, stylesheet);
        const filled = { [STYLESHEET_SLOT]: css.value, ...results.slots };
        const slots = { ...values, ...filled, ...slotsOf(query, locale) };
        if (!askedOnce.firstTime(shown, generation))
          filledPages.keep(shown, template.filled(filled, results.pieces), filledGeneration);
        res.setHeader(CARDS_RENDERED_HEADER, String(results.rendered));
        return sendKeptPage(
          req,
          res,
          template,
          slots,
          { status: 200, cacheHeader: "template" },
          { [STYLESHEET_SLOT]: css.piece, ...results.pieces },
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

  /** From memory when the index holds the portal; else as the loader asks the database. */
  async function outcomeOf(query: PortalQuery): Promise<PortalOutcome | null> {
    const held = index.isActive ? await index.outcome(query) : null;
    // A failing query is left to the loader, which answers it with its own page.
    const hasPublished = () => index.hasPublishedListings();
    return held ?? (await findPortalOutcome(db, query, hasPublished).catch(() => null));
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
    const usedCss = usedStylesheetIn(html);
    const template = new CachedPage(
      html,
      {
        ...made.values,
        [STYLESHEET_SLOT]: usedCss,
        ...cut.slots,
        ...slotsOf(sentinelled, made.locale),
      },
      made.contentType,
      Date.now(),
    );
    const scan = templateScan(template);
    if (!scan) return;
    const emptied = template.render({}).toString();
    const writtenElsewhere = SENTINEL_MARKS.some((mark) => emptied.includes(mark));
    // Each result written once where its slot is: a value found twice, or not at all, was cut
    // somewhere the page does not write it.
    const cutValues = { [STYLESHEET_SLOT]: usedCss, ...cut.slots };
    const cutOnce = Object.entries(cutValues).every(
      ([slot, value]) => !value || template.slotCount(slot) === 1,
    );
    const css = stylesheetOf(scan, own.scans, stylesheet).value;
    const values = {
      ...made.values,
      [STYLESHEET_SLOT]: css,
      ...own.slots,
      ...slotsOf(made.query, made.locale),
    };
    const same = cutOnce && template.render(values).equals(made.html);
    if (writtenElsewhere || !same) {
      logger.warn({ writtenElsewhere, cutOnce }, "portal search template differs from its page; not kept");
      return;
    }
    scans.set(template, scan);
    logger.info({ key: made.key }, "portal search template kept");
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

/** The rules a rendered public page carries inline (empty when it carries none). */
function usedStylesheetIn(html: Buffer): string {
  const open = html.indexOf("<style>");
  const end = open < 0 ? -1 : html.indexOf("</style>", open);
  return end < 0 ? "" : html.subarray(open + "<style>".length, end).toString();
}

/** What a page shows of its results besides their cards' markup: which listings, how many found. */
function resultsOf(outcome: PortalOutcome): string {
  const ids = outcome.listings.map((listing) => listing.id).join(",");
  return `ids=${ids} total=${outcome.total}${outcome.isCapped ? " capped" : ""}${outcome.portalIsEmpty ? " empty" : ""}`;
}
