import type { ImportGraph } from "./import-graph";

const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;

export type RouteFolders = {
  /** The folder whose sub-folders are the route folders, e.g. "app/routes/". */
  folder: string;
  /** Sub-folders every route folder may import (the files loose in `folder` always may). */
  shared: readonly string[];
  /** A test may drive another folder's action as a fixture. */
  testsExempt?: boolean;
};

/** The route folder a file sits in ("public" for app/routes/public/…); null loose in it or outside. */
function routeFolderOf(file: string, folder: string): string | null {
  if (!file.startsWith(folder)) return null;
  const rest = file.slice(folder.length).split("/");
  return rest.length > 1 ? (rest[0] ?? null) : null;
}

/** Each 'file → import' where a route folder's file imports a file of another, unshared route folder. */
export function routeFolderViolations(graph: ImportGraph, rule: RouteFolders): string[] {
  const found: string[] = [];
  for (const [file, targets] of graph) {
    const own = routeFolderOf(file, rule.folder);
    if (own === null || (rule.testsExempt && TEST_FILE.test(file))) continue;
    for (const target of targets) {
      const theirs = routeFolderOf(target, rule.folder);
      if (theirs === null || theirs === own || rule.shared.includes(theirs)) continue;
      found.push(`${file} → ${target}`);
    }
  }
  return found.sort();
}

/** Each file loose in `folder` (not in one of its sub-folders), other than the ones `allowed`. */
export function looseFiles(
  files: readonly string[],
  folder: string,
  allowed: readonly string[] = [],
): string[] {
  return files
    .filter((file) => file.startsWith(folder) && !file.slice(folder.length).includes("/"))
    .filter((file) => !allowed.includes(file.slice(folder.length)))
    .sort();
}
