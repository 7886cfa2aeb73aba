import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/** Each project file (path relative to the root, with '/') → the project files it imports. */
export type ImportGraph = Map<string, Set<string>>;

const SOURCE_FILE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const NOT_SOURCE = new Set([
  "node_modules",
  "build",
  "data",
  "test-results",
  "playwright-report",
  ".react-router",
]);

/** Every source file under the given folders, relative to the root. */
export function sourceFiles(root: string, folders: readonly string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!NOT_SOURCE.has(entry.name)) walk(relative);
      } else if (SOURCE_FILE.test(entry.name)) {
        files.push(relative);
      }
    }
  };
  for (const folder of folders) walk(folder);
  return files.sort();
}

/**
 * Every module a source names: `import`, `import type`, `export … from`, `import("…")` (also in
 * type positions) and `require("…")`. TypeScript's own scanner, so strings and comments that merely
 * look like imports are not counted.
 */
export function importSpecifiers(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName);
}

function compilerOptions(root: string): ts.CompilerOptions {
  const configPath = path.join(root, "tsconfig.json");
  const { config, error } = ts.readConfigFile(configPath, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, "\n"));
  return ts.parseJsonConfigFileContent(config, ts.sys, root, undefined, configPath).options;
}

/** The prefixes that name a project file rather than a package: tsconfig paths and package.json imports. */
function aliasPrefixes(root: string, options: ts.CompilerOptions): string[] {
  const packageJson = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
    imports?: Record<string, unknown>;
  };
  const keys = [...Object.keys(options.paths ?? {}), ...Object.keys(packageJson.imports ?? {})];
  return [...new Set(keys.map((key) => key.replace(/\*.*$/, "")))];
}

/**
 * The import graph of the project's own files under `folders`, resolved the way the compiler
 * resolves them (tsconfig paths, package.json imports, relative paths, index files). Imports of
 * packages and of files outside those folders (generated route types) are left out.
 */
export function buildImportGraph(root: string, folders: readonly string[]): ImportGraph {
  const options = compilerOptions(root);
  const aliases = aliasPrefixes(root, options);
  const cache = ts.createModuleResolutionCache(root, (name) => name, options);
  const files = sourceFiles(root, folders);
  const known = new Set(files);
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const absolute = path.join(root, file);
    const targets = new Set<string>();
    for (const specifier of importSpecifiers(readFileSync(absolute, "utf8"))) {
      const local = specifier.startsWith(".") || aliases.some((alias) => specifier.startsWith(alias));
      if (!local) continue;
      const resolved = ts.resolveModuleName(specifier, absolute, options, ts.sys, cache).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const target = path.relative(root, resolved.resolvedFileName).split(path.sep).join("/");
      if (known.has(target)) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

export type LayerRule = {
  /** Files under this folder (e.g. 'app/db/') … */
  layer: string;
  /** … import nothing under these folders. */
  mayNotImport: readonly string[];
  /** Tests may use what sits above their layer (demo data as fixtures), the code may not. */
  testsExempt?: boolean;
};

const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;

/** Each import that breaks a rule, as 'file → imported file'. */
export function layerViolations(graph: ImportGraph, rules: readonly LayerRule[]): string[] {
  const violations: string[] = [];
  for (const [file, targets] of graph) {
    for (const rule of rules) {
      if (!file.startsWith(rule.layer)) continue;
      if (rule.testsExempt && TEST_FILE.test(file)) continue;
      for (const target of targets) {
        if (rule.mayNotImport.some((folder) => target.startsWith(folder))) {
          violations.push(`${file} → ${target}`);
        }
      }
    }
  }
  return violations.sort();
}

/** Groups of files that import each other, directly or around a circle (Tarjan's algorithm). */
function tangledGroups(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let counter = 0;

  // Iterative, so a long import chain cannot overflow the call stack.
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; targets: string[]; next: number }[] = [];
    const enter = (node: string) => {
      index.set(node, counter);
      lowLink.set(node, counter);
      counter++;
      stack.push(node);
      onStack.add(node);
      work.push({ node, targets: [...(graph.get(node) ?? [])], next: 0 });
    };
    enter(start);
    while (work.length > 0) {
      const frame = work[work.length - 1] as (typeof work)[number];
      if (frame.next < frame.targets.length) {
        const target = frame.targets[frame.next++] as string;
        if (!index.has(target)) {
          enter(target);
        } else if (onStack.has(target)) {
          lowLink.set(frame.node, Math.min(lowLink.get(frame.node) ?? 0, index.get(target) ?? 0));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) {
        lowLink.set(parent.node, Math.min(lowLink.get(parent.node) ?? 0, lowLink.get(frame.node) ?? 0));
      }
      if (lowLink.get(frame.node) === index.get(frame.node)) {
        const group: string[] = [];
        let member: string | undefined;
        do {
          member = stack.pop() as string;
          onStack.delete(member);
          group.push(member);
        } while (member !== frame.node);
        const importsItself = graph.get(frame.node)?.has(frame.node) ?? false;
        if (group.length > 1 || importsItself) groups.push(group.sort());
      }
    }
  }
  return groups;
}

/** The shortest way from `start` back to itself, staying inside its tangled group. */
function shortestCircle(graph: ImportGraph, start: string, group: ReadonlySet<string>): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head] as string;
    for (const target of [...(graph.get(node) ?? [])].sort()) {
      if (!group.has(target)) continue;
      if (target === start) {
        const circle: string[] = [];
        for (
          let step: string | undefined = node;
          step !== undefined && step !== start;
          step = cameFrom.get(step)
        ) {
          circle.unshift(step);
        }
        return [start, ...circle, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start];
}

export type ImportCircle = {
  /** One circle, e.g. ['a.ts', 'b.ts', 'a.ts']. */
  circle: string[];
  /** Every file caught in the same tangle (the circle's files and any other circle through them). */
  tangle: string[];
};

/** Every tangle of files that import each other, with one circle through each to show it. */
export function findImportCircles(graph: ImportGraph): ImportCircle[] {
  return tangledGroups(graph)
    .map((tangle) => ({ circle: shortestCircle(graph, tangle[0] as string, new Set(tangle)), tangle }))
    .sort((a, b) => (a.tangle[0] as string).localeCompare(b.tangle[0] as string));
}

export function describeCircle({ circle, tangle }: ImportCircle): string {
  const others =
    tangle.length > circle.length - 1 ? ` (${tangle.length} files tangled: ${tangle.join(", ")})` : "";
  return `${circle.join(" → ")}${others}`;
}

/**
 * An order among the areas of one folder (app/domain/): each area is a subfolder, or a file that
 * sits directly in the folder. Levels run from the bottom up; an area imports only areas on a lower
 * level, never one on its own level or above, so no two areas can import each other.
 */
export type AreaOrder = {
  /** The folder whose subfolders are the areas, e.g. 'app/domain/'. */
  folder: string;
  /** From the bottom up: each level lists its areas ('users', or 'errors.ts' for a loose file). */
  levels: readonly (readonly string[])[];
  /** Imports allowed to break the order for now, as 'file → imported file', each with its reason. */
  allowed?: readonly string[];
  /** Tests may use any area as a fixture (as in LayerRule). */
  testsExempt?: boolean;
};

/** The area a file under `folder` belongs to: its first subfolder, or its own name; null outside. */
export function areaOf(file: string, folder: string): string | null {
  if (!file.startsWith(folder)) return null;
  const rest = file.slice(folder.length);
  const slash = rest.indexOf("/");
  return slash === -1 ? rest : rest.slice(0, slash);
}

/**
 * Each import from one area into an area that is not below it, as 'file → imported file', and each
 * area the order does not place, as 'file: area "x" has no level'.
 */
export function areaOrderViolations(graph: ImportGraph, order: AreaOrder): string[] {
  const level = new Map<string, number>();
  order.levels.forEach((areas, index) => {
    for (const area of areas) level.set(area, index);
  });
  const allowed = new Set(order.allowed ?? []);
  const violations = new Set<string>();
  for (const [file, targets] of graph) {
    const area = areaOf(file, order.folder);
    if (area === null || (order.testsExempt && TEST_FILE.test(file))) continue;
    const fileLevel = level.get(area);
    if (fileLevel === undefined) {
      violations.add(`${file}: area "${area}" has no level`);
      continue;
    }
    for (const target of targets) {
      const targetArea = areaOf(target, order.folder);
      if (targetArea === null || targetArea === area) continue;
      const targetLevel = level.get(targetArea);
      const edge = `${file} → ${target}`;
      if (targetLevel !== undefined && targetLevel < fileLevel) continue;
      if (!allowed.has(edge)) violations.add(edge);
    }
  }
  return [...violations].sort();
}
