/**
 * How the browser build groups modules into files. Left alone, Rollup gives every icon and small
 * helper shared by two routes its own file: the landing preloaded 49 scripts, and on a slow mobile
 * connection each costs a round trip before the page settles (Lighthouse counts them against the
 * first paint). Two groups load on every page anyway, so each becomes one file:
 *
 * - `react`: React, React DOM, the scheduler and React Router, the runtime every page hydrates with;
 * - `shell`: everything the root route (header, footer, cookie banner, error pages) imports
 *   statically, from our code or a package.
 *
 * - `radix`: the small helpers every Radix primitive shares (context, ids, presence, focus
 *   management), which Rollup otherwise spreads over half a dozen files of a few hundred bytes.
 *
 * Everything else keeps Rollup's splitting, so a route still downloads only what it uses.
 */
type ModuleInfo = { importedIds: readonly string[] } | null;
type ChunkMeta = { getModuleInfo: (id: string) => ModuleInfo; getModuleIds: () => IterableIterator<string> };

const RUNTIME = /\/node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser)\//;
const RADIX_HELPERS =
  /\/node_modules\/@radix-ui\/(primitive|react-(context|primitive|id|direction|presence|collection|roving-focus|use-[a-z-]+))\//;
const ROOT_ROUTE = /\/app\/root\.tsx$/;
/**
 * The `radix-ui` index re-exports every primitive, and a manual chunk takes in all the static
 * dependencies of its members: the shell importing it would carry every primitive the site uses
 * (dialogs, toasts, tabs…). The shell imports primitives by path (`radix-ui/slot`) instead.
 */
const BARREL_INDEX = /\/node_modules\/radix-ui\/dist\/index\.mjs$/;

let shellModules: Set<string> | undefined;

/** Every module the root route reaches through static imports. */
function collectShell(meta: ChunkMeta): Set<string> {
  const seen = new Set<string>();
  const queue = [...meta.getModuleIds()].filter((id) => ROOT_ROUTE.test(id));
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (seen.has(id)) continue;
    if (BARREL_INDEX.test(id))
      throw new Error(
        'the root route imports the radix-ui index: import primitives by path ("radix-ui/slot")',
      );
    seen.add(id);
    queue.push(...(meta.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

export function clientChunks(id: string, meta: ChunkMeta): string | undefined {
  if (RUNTIME.test(id)) return "react";
  shellModules ??= collectShell(meta);
  // CSS stays with Vite's own handling; virtual modules (\0…) with Rollup's.
  if (shellModules.has(id) && !id.startsWith("\0") && !/\.css(\?|$)/.test(id)) return "shell";
  if (RADIX_HELPERS.test(id)) return "radix";
  return undefined;
}
