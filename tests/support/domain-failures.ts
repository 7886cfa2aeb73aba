import ts from "typescript";

/** The one file of the domain that may declare an error class (ADR 0034). */
export const FAILURE_TYPE_FILE = "app/domain/errors.ts";

const isHttpFailure = (node: ts.Node): boolean =>
  ts.isNumericLiteral(node) && Number(node.text) >= 400 && Number(node.text) <= 599;

const isStatusName = (name: ts.PropertyName | ts.BindingName): boolean =>
  (ts.isIdentifier(name) || ts.isStringLiteral(name)) && /^status(Code)?$/.test(name.text);

/** Whether a value or a type names an HTTP failure: `404`, or `403 | 404` in a type. */
function namesHttpFailure(node: ts.Node | undefined): boolean {
  if (!node) return false;
  if (isHttpFailure(node)) return true;
  if (ts.isLiteralTypeNode(node)) return isHttpFailure(node.literal);
  if (ts.isUnionTypeNode(node)) return node.types.some(namesHttpFailure);
  return false;
}

/** What is given to or declared for something named `status`; null when the node names nothing so. */
function statusHolder(node: ts.Node): { value?: ts.Node; type?: ts.Node } | null {
  if (ts.isPropertyAssignment(node)) return isStatusName(node.name) ? { value: node.initializer } : null;
  if (ts.isPropertySignature(node)) return isStatusName(node.name) ? { type: node.type } : null;
  if (ts.isParameter(node) || ts.isVariableDeclaration(node))
    return isStatusName(node.name) ? { value: node.initializer, type: node.type } : null;
  return null;
}

/**
 * What in one domain file reports a failure another way than the one failure type: a class that
 * extends an error (outside errors.ts), an HTTP failure status given to or declared for something
 * named `status` (`{ status: 404 }`, `status: 403 | 409` in a type or a parameter, `const status =
 * 409`), or a `new Response(…)`. Read with TypeScript's parser, so comments and strings that
 * mention a status do not count.
 */
export function domainFailureProblems(file: string, source: string): string[] {
  const problems: string[] = [];
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const visit = (node: ts.Node) => {
    if ((ts.isClassDeclaration(node) || ts.isClassExpression(node)) && file !== FAILURE_TYPE_FILE) {
      const base = node.heritageClauses
        ?.find((clause) => clause.token === ts.SyntaxKind.ExtendsKeyword)
        ?.types[0]?.expression.getText(sourceFile);
      if (base && /Error$/.test(base))
        problems.push(`${file}: class ${node.name?.text ?? "(anonymous)"} extends ${base}`);
    }
    const holder = statusHolder(node);
    if (holder && (namesHttpFailure(holder.value) || namesHttpFailure(holder.type))) {
      problems.push(`${file}: HTTP status ${node.getText(sourceFile)}`);
    }
    if (ts.isNewExpression(node) && node.expression.getText(sourceFile) === "Response")
      problems.push(`${file}: new Response(…)`);
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return problems;
}

/** Every problem in the domain's own files (tests may build responses to drive a route). */
export function domainFailureViolations(sources: ReadonlyMap<string, string>): string[] {
  return [...sources]
    .filter(([file]) => file.startsWith("app/domain/") && !/\.test\.tsx?$/.test(file))
    .flatMap(([file, source]) => domainFailureProblems(file, source));
}
