import ts from "typescript";

/** A route of the config in app/routes.ts, as `route()` and `index()` return it. */
export type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };

/** Every full path the route config answers (`/dashboard/datos`), the index routes as their parent's. */
export function routePaths(entries: readonly RouteEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.path ? `${parent}/${entry.path}` : parent;
    return [own || "/", ...routePaths(entry.children ?? [], own)];
  });
}

/** What the app's addresses start with: `propiedad` for `/propiedad/:id`; not the index nor the catch-all. */
export function firstSegments(paths: readonly string[]): Set<string> {
  const segments = paths.map((path) => path.split("/")[1] ?? "");
  return new Set(segments.filter((segment) => segment !== "" && segment !== "*" && !segment.startsWith(":")));
}

/**
 * Literals the rule lets through, and why: `literals` anywhere, `inFile` only in that file. Each
 * entry names what it waits for; an entry nothing matches any more is reported, so the list only
 * shrinks.
 */
export type PathAllowance = {
  literals: readonly string[];
  inFile: Readonly<Record<string, readonly string[]>>;
};

/** Where the home, a bare '/', can only be an address: a link's, a form's, a redirect's. */
const LINK_NAMES = new Set(["to", "href", "action"]);
const REDIRECTS = new Set(["redirect", "redirectWithToast", "navigate"]);

const calleeName = (call: ts.CallExpression) =>
  ts.isIdentifier(call.expression)
    ? call.expression.text
    : ts.isPropertyAccessExpression(call.expression)
      ? call.expression.name.text
      : "";

function isHomeLink(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isJsxAttribute(parent)) return LINK_NAMES.has(parent.name.getText());
  if (ts.isPropertyAssignment(parent)) return LINK_NAMES.has(parent.name.getText());
  if (ts.isCallExpression(parent)) return parent.arguments[0] === node && REDIRECTS.has(calleeName(parent));
  return false;
}

function isModuleName(node: ts.Node): boolean {
  const parent = node.parent;
  return (
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    ts.isExternalModuleReference(parent) ||
    (ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.ImportKeyword) ||
    ts.isLiteralTypeNode(parent)
  );
}

/** The text of each string literal and template piece in a source, with its line. */
function literalsOf(file: string, source: string): { text: string; line: number; node: ts.Node }[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: { text: string; line: number; node: ts.Node }[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      if (!isModuleName(node)) {
        const line = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
        found.push({ text: node.text, line, node });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/**
 * Internal paths written as literals: a string or a piece of a template (`${origin}/propiedad/…`
 * included) that starts with `/` and a segment a route starts with, or a bare `/` given as a link, a
 * form's action or a redirect. Each as `file:line "text"`; app/urls.ts is where they belong.
 */
export function literalPaths(
  sources: ReadonlyMap<string, string>,
  segments: ReadonlySet<string>,
  allowance: PathAllowance,
): { violations: string[]; unusedAllowances: string[] } {
  const violations: string[] = [];
  const used = new Set<string>();
  // Parsing every file takes seconds: only a source with a quote, backtick or `}` before `/` and a
  // route's segment (or before a bare `/`) can hold one.
  const escaped = [...segments].map((segment) => segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const candidate = new RegExp(`["'\`}]/(?:(?:${escaped.join("|")})(?=[/?#"'\`$]|$)|["'\`])`, "m");
  for (const [file, source] of sources) {
    if (!candidate.test(source)) continue;
    for (const { text, line, node } of literalsOf(file, source)) {
      const segment = /^\/([^/?#]*)/.exec(text)?.[1];
      if (segment === undefined) continue;
      const isPath = segment === "" ? text === "/" && isHomeLink(node) : segments.has(segment);
      if (!isPath) continue;
      if (allowance.literals.includes(text)) used.add(text);
      else if (allowance.inFile[file]?.includes(text)) used.add(`${file}: ${text}`);
      else violations.push(`${file}:${line} ${JSON.stringify(text)}`);
    }
  }
  const unusedAllowances = [
    ...allowance.literals.filter((text) => !used.has(text)),
    ...Object.entries(allowance.inFile).flatMap(([file, texts]) =>
      texts.map((text) => `${file}: ${text}`).filter((entry) => !used.has(entry)),
    ),
  ];
  return { violations, unusedAllowances };
}
