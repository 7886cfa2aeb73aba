import type { Db } from "#app/db/client.server";
import {
  type AdminPropertyRow,
  type AdminTotals,
  type AdminUserRow,
  countProperties,
  countUsers,
  findAdminProperties,
  findAdminUsers,
  getAdminTotals,
} from "./overview.server";
import { type AdminQuery, type AdminTab, adminLastPage } from "./query";

export type AdminOverview = {
  totals: AdminTotals;
  /** Matches of the search on each tab, so staff see where the words were found. */
  counts: Record<AdminTab, number>;
  page: { kind: "clientes"; rows: AdminUserRow[] } | { kind: "propiedades"; rows: AdminPropertyRow[] };
  lastPage: number;
};

/** Everything /admin shows for one URL: the totals, the open tab's page and both tabs' counts. */
export async function loadAdminOverview(db: Db, query: AdminQuery): Promise<AdminOverview> {
  const { search, page } = query;
  if (query.tab === "clientes") {
    const [totals, list, otherCount] = await Promise.all([
      getAdminTotals(db),
      findAdminUsers({ db, search, page }),
      countProperties(db, search),
    ]);
    return {
      totals,
      counts: { clientes: list.total, propiedades: otherCount },
      page: { kind: "clientes", rows: list.rows },
      lastPage: adminLastPage(list.total),
    };
  }
  const [totals, list, otherCount] = await Promise.all([
    getAdminTotals(db),
    findAdminProperties({ db, search, page }),
    countUsers(db, search),
  ]);
  return {
    totals,
    counts: { clientes: otherCount, propiedades: list.total },
    page: { kind: "propiedades", rows: list.rows },
    lastPage: adminLastPage(list.total),
  };
}
