import ts from "typescript";

/**
 * Copies of the UUID pattern outside its one home (`app/lib/uuid.ts`): '8 hex digits, a hyphen,
 * 4 hex digits…' written as a regular expression, in any spelling of the hex class.
 */
const UUID_COPY = /\{8\}-\[[^\]]+\]\{4\}/;

export function uuidCopies(sources: ReadonlyMap<string, string>, home: string): string[] {
  const copies: string[] = [];
  for (const [file, source] of sources) {
    if (file === home) continue;
    source.split("\n").forEach((line, index) => {
      if (UUID_COPY.test(line)) copies.push(`${file}:${index + 1}`);
    });
  }
  return copies;
}

/** The text of every comment in a source (TypeScript's scanner: a `//` inside a string is none). */
export function commentsOf(source: string, fileName = "file.tsx"): string[] {
  const variant = /\.(tsx|jsx)$/.test(fileName) ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard;
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, variant, source);
  const comments: string[] = [];
  // The scanner alone reads `}` of `${…}` as a brace: the braces open are tracked so that the rest
  // of a template is rescanned as template text, not taken for code (or a comment).
  const open: ("brace" | "template")[] = [];
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.SingleLineCommentTrivia || kind === ts.SyntaxKind.MultiLineCommentTrivia) {
      comments.push(scanner.getTokenText());
    } else if (kind === ts.SyntaxKind.TemplateHead) {
      open.push("template");
    } else if (kind === ts.SyntaxKind.OpenBraceToken) {
      open.push("brace");
    } else if (kind === ts.SyntaxKind.CloseBraceToken) {
      if (open.pop() === "template" && scanner.reScanTemplateToken(false) === ts.SyntaxKind.TemplateMiddle) {
        open.push("template");
      }
    }
  }
  return comments;
}

/**
 * A comment line that sends the reader outside the repository: to the product spec ('spec §3', 'the
 * spec's toast', 'product-spec.md') or to an issue ('issue #38 point 5', 'issues 24, 38'). A
 * Playwright spec file ('this spec', 'e2e spec', '*.spec.ts') is not the product spec.
 */
const SPEC = /\bspec\b(?!\.ts| file|s\b)|product-spec|\bspec's\b/i;
const NOT_THE_PRODUCT_SPEC = /\b(this|each|e2e|playwright|other) spec\b|\.spec\b/i;
const ISSUE = /\bissues? #?\d+|\(#\d+\b/i;

export type Citations = { spec: number; issue: number };

export function citationsOf(source: string, fileName?: string): Citations {
  const lines = commentsOf(source, fileName).flatMap((comment) => comment.split("\n"));
  return {
    spec: lines.filter((line) => SPEC.test(line) && !NOT_THE_PRODUCT_SPEC.test(line)).length,
    issue: lines.filter((line) => ISSUE.test(line)).length,
  };
}

/** Every file with a citation, and its counts. */
export function citationsByFile(sources: ReadonlyMap<string, string>): Map<string, Citations> {
  const found = new Map<string, Citations>();
  for (const [file, source] of sources) {
    if (!/spec|issue|#\d/i.test(source)) continue;
    const counts = citationsOf(source, file);
    if (counts.spec + counts.issue > 0) found.set(file, counts);
  }
  return found;
}
