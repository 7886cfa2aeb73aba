import ts from "typescript";

/**
 * docs/decisions/0046-mail-in-the-transaction.md: an e-mail or a job that reports a change is
 * queued in the transaction of that change. Read with TypeScript's parser: every call of a method
 * named `enqueue`, `enqueueInTransaction` or their batch forms `enqueueMany` and
 * `enqueueManyInTransaction` (the mailer's, the job queue's, or one handed down as a dependency) must receive an open transaction's handle, `transactionExecutor(tx)`, as an argument
 * or as the `executeSql` of its options, where `tx` is a parameter of the callback given to
 * `.transaction(…)` or a parameter typed `Transaction`/`Tx` (a helper called inside one). A handle
 * kept in a variable counts when that variable is `const x = transactionExecutor(tx)` in scope.
 * A handle from outside (a leaked transaction, `sqlExecutor(db)`) or none at all is refused, and so
 * is such a method passed around uncalled. The Streams API's `controller.enqueue(chunk)` is no job.
 */
const ENQUEUE = new Set(["enqueue", "enqueueInTransaction", "enqueueMany", "enqueueManyInTransaction"]);
const TRANSACTION_TYPE = /^(Transaction|Tx)$/;

type Resolved =
  | { kind: "parameter"; fn: ts.SignatureDeclaration; type?: ts.TypeNode }
  | {
      kind: "variable";
      initializer?: ts.Expression;
    };

/** What `name` means at `from`: the nearest parameter or block-level `const`/`let` of that name. */
function resolve(name: string, from: ts.Node): Resolved | null {
  for (let node: ts.Node | undefined = from.parent; node; node = node.parent) {
    if (ts.isBlock(node) || ts.isSourceFile(node) || ts.isModuleBlock(node)) {
      for (const statement of node.statements) {
        if (!ts.isVariableStatement(statement)) continue;
        for (const declaration of statement.declarationList.declarations)
          if (ts.isIdentifier(declaration.name) && declaration.name.text === name)
            return { kind: "variable", initializer: declaration.initializer };
      }
    }
    if (ts.isFunctionLike(node)) {
      const parameter = node.parameters.find((p) => ts.isIdentifier(p.name) && p.name.text === name);
      if (parameter) return { kind: "parameter", fn: node, type: parameter.type };
    }
  }
  return null;
}

/** The function is the callback of `something.transaction(…)`. */
function isTransactionCallback(fn: ts.SignatureDeclaration): boolean {
  const call = fn.parent;
  return (
    ts.isCallExpression(call) &&
    call.arguments.some((argument) => argument === fn) &&
    ts.isPropertyAccessExpression(call.expression) &&
    call.expression.name.text === "transaction"
  );
}

function isOpenTransaction(expression: ts.Expression): boolean {
  if (!ts.isIdentifier(expression)) return false;
  const found = resolve(expression.text, expression);
  if (found?.kind !== "parameter") return false;
  if (found.type) return TRANSACTION_TYPE.test(found.type.getText());
  return isTransactionCallback(found.fn);
}

/** `transactionExecutor(tx)` of an open transaction, or a `const` holding one. */
function isTransactionHandle(expression: ts.Expression): boolean {
  if (ts.isCallExpression(expression)) {
    const [argument] = expression.arguments;
    return (
      ts.isIdentifier(expression.expression) &&
      expression.expression.text === "transactionExecutor" &&
      argument !== undefined &&
      isOpenTransaction(argument)
    );
  }
  if (ts.isIdentifier(expression)) {
    const found = resolve(expression.text, expression);
    return (
      found?.kind === "variable" && found.initializer !== undefined && isTransactionHandle(found.initializer)
    );
  }
  return false;
}

function receivesHandle(call: ts.CallExpression): boolean {
  return call.arguments.some((argument) => {
    if (isTransactionHandle(argument)) return true;
    if (!ts.isObjectLiteralExpression(argument)) return false;
    return argument.properties.some((property) => {
      if (ts.isShorthandPropertyAssignment(property))
        return property.name.text === "executeSql" && isTransactionHandle(property.name);
      return (
        ts.isPropertyAssignment(property) &&
        property.name.getText() === "executeSql" &&
        isTransactionHandle(property.initializer)
      );
    });
  });
}

/** Each enqueue in one file that does not receive an open transaction's handle, by line. */
export function enqueueOutsideTransactionProblems(file: string, source: string): string[] {
  const problems: string[] = [];
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const where = (node: ts.Node) =>
    `${file}:${sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1}`;
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAccessExpression(node) &&
      ENQUEUE.has(node.name.text) &&
      !/(^|\.)controller$/.test(node.expression.getText(sourceFile))
    ) {
      const call = node.parent;
      const text = node.getText(sourceFile).replace(/\s+/g, "");
      if (!ts.isCallExpression(call) || call.expression !== node)
        problems.push(`${where(node)}: ${text} handed on uncalled`);
      else if (!receivesHandle(call)) problems.push(`${where(node)}: ${text}(…) without an open transaction`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return problems;
}

/** Every problem in the product's own files (the queue itself, app/lib/, and tests are left out). */
export function enqueueOutsideTransactionViolations(files: ReadonlyMap<string, string>): string[] {
  const problems: string[] = [];
  for (const [file, source] of files)
    if (!file.startsWith("app/lib/")) problems.push(...enqueueOutsideTransactionProblems(file, source));
  return problems;
}
