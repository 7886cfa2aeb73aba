import { sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { type PortalFilters, type PortalQuery, pageOffset } from "#app/domain/listings/filters";
import { DEFAULT_PORTAL_SORT } from "#app/domain/listings/search-options";
import { portalPageQuery } from "./portal-query.server";
import { portalValues } from "./portal-where.server";

type PortalSearch = PortalFilters & Partial<Pick<PortalQuery, "sort">>;
type PreparedPage = ReturnType<ReturnType<typeof portalPageQuery>["prepare"]>;

/**
 * Searches differ in their values far more often than in their shape (which filters are set, how
 * many words, the type, the order): building the SQL through Drizzle cost as much CPU as running
 * it on PGlite, so each shape's SQL is built once and later searches only send their values.
 * A bound keeps an unbounded stream of odd shapes from growing the map for ever; the common ones
 * are built again in a moment.
 */
const MAX_SHAPES = 500;
const statementsOf = new WeakMap<Db, Map<string, PreparedPage>>();

/**
 * The statement's name stays empty on purpose: node-postgres then sends it unnamed, so PostgreSQL
 * plans it on every execution with the visitor's own pattern and province, the custom plan the
 * trigram and per-province indexes need (a named statement could switch to a generic plan that
 * does not know the pattern). PGlite runs the same text either way.
 */
const UNNAMED = "";

/** The page's rows (cards and the capped count), from the statement of the search's shape. */
export function preparedPortalPage(db: Db, search: PortalSearch, page: number) {
  const values = portalValues(search);
  const shape = `${search.sort ?? DEFAULT_PORTAL_SORT}|${search.type ?? ""}|${Object.keys(values).join(",")}`;
  let statements = statementsOf.get(db);
  if (!statements) {
    statements = new Map();
    statementsOf.set(db, statements);
  }
  let statement = statements.get(shape);
  if (!statement) {
    if (statements.size >= MAX_SHAPES) statements.clear();
    statement = portalPageQuery(db, search, page, (name) => sql.placeholder(name)).prepare(UNNAMED);
    statements.set(shape, statement);
  }
  return statement.execute({ ...values, offset: pageOffset(page) });
}
