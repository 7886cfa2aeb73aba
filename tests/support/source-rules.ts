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

const ARIA_INVALID = "aria-invalid";

/**
 * Each place a file under one of `layers` (and not under `frame`) sets `aria-invalid` itself, as
 * 'file:line': a JSX attribute, an object key (`{ "aria-invalid": … }`) or a DOM call
 * (`setAttribute("aria-invalid", …)`). Tailwind's `aria-invalid:` variants in class names are no
 * wiring and are not counted.
 */
export function handWiredInvalidViolations(
  sources: ReadonlyMap<string, string>,
  rule: { layers: readonly string[]; frame: string },
): string[] {
  const violations: string[] = [];
  for (const [file, source] of sources) {
    if (!rule.layers.some((layer) => file.startsWith(layer)) || file.startsWith(rule.frame)) continue;
    // Only a file that names the attribute at all is parsed.
    if (!source.includes(ARIA_INVALID)) continue;
    const parsed = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const lineOf = (node: ts.Node) => parsed.getLineAndCharacterOfPosition(node.getStart(parsed)).line + 1;
    const visit = (node: ts.Node) => {
      const sets =
        (ts.isJsxAttribute(node) && node.name.getText(parsed) === ARIA_INVALID) ||
        ((ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) &&
          ts.isStringLiteral(node.name) &&
          node.name.text === ARIA_INVALID) ||
        (ts.isCallExpression(node) &&
          ts.isPropertyAccessExpression(node.expression) &&
          /^(set|toggle|remove)Attribute$/.test(node.expression.name.text) &&
          node.arguments[0] !== undefined &&
          ts.isStringLiteral(node.arguments[0]) &&
          node.arguments[0].text === ARIA_INVALID);
      if (sets) violations.push(`${file}:${lineOf(node)}`);
      ts.forEachChild(node, visit);
    };
    visit(parsed);
  }
  return violations.sort();
}
