import path from "node:path";
import ts from "typescript";

/**
 * The modules a source needs at run time: `import … from` and `export … from` that are not
 * `import type` / `export type`, side-effect imports and `import("…")` calls. A type-only import is
 * erased by the compiler and never reaches the bundle. (With `verbatimModuleSyntax`, an
 * `import { type A }` without `type` in front stays as a side-effect import, so it counts.)
 */
export function runtimeImportSpecifiers(source: string, fileName = "file.tsx"): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.importClause?.isTypeOnly) specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (!node.isTypeOnly) specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return specifiers;
}

/** 'app/components/x.tsx' + '#app/db/schema' or '../../db/schema' → 'app/db/schema'; a package → null. */
function projectPath(file: string, specifier: string): string | null {
  if (specifier.startsWith("#app/")) return `app/${specifier.slice("#app/".length)}`;
  if (specifier.startsWith(".")) return path.posix.join(path.posix.dirname(file), specifier);
  return null;
}

/**
 * Each run-time import from a file under `layer` of a module under `mayNotLoad`, as
 * 'file → specifier'. `sources` maps project paths ('app/components/…') to their text.
 */
export function runtimeImportViolations(
  sources: ReadonlyMap<string, string>,
  rule: { layer: string; mayNotLoad: string },
): string[] {
  const folder = rule.mayNotLoad.replace(/\/$/, "");
  const violations: string[] = [];
  // Only a file that names the folder at all is parsed (parsing every component takes seconds).
  const namesFolder = new RegExp(`/${path.posix.basename(folder)}["'/]`);
  for (const [file, source] of sources) {
    if (!file.startsWith(rule.layer) || !namesFolder.test(source)) continue;
    for (const specifier of runtimeImportSpecifiers(source, file)) {
      const target = projectPath(file, specifier);
      if (target && (target === folder || target.startsWith(`${folder}/`))) {
        violations.push(`${file} → ${specifier}`);
      }
    }
  }
  return violations.sort();
}

/** Each file longer than `limit` lines, as 'file (N lines)', leaving out the `exempt` ones. */
export function filesOverLimit(
  lineCounts: ReadonlyMap<string, number>,
  limit: number,
  exempt: readonly string[] = [],
): string[] {
  return [...lineCounts]
    .filter(([file, lines]) => lines > limit && !exempt.includes(file))
    .map(([file, lines]) => `${file} (${lines} lines)`)
    .sort();
}

/** A file's line count as editors show it (a final newline does not open a line). */
export const lineCount = (source: string) => source.split("\n").length - (source.endsWith("\n") ? 1 : 0);
