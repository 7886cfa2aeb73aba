/**
 * What `docs/architecture.md` claims about the repository, checked against it: every decision record
 * in its index and no record that is not there; every path it names in backticks exists.
 */

/** The numbers of the records in `docs/decisions/`: '0034-one-domain-failure.md' → '0034'. */
export function recordNumbers(fileNames: readonly string[]): string[] {
  return fileNames.flatMap((name) => /^(\d{4})-.*\.md$/.exec(name)?.[1] ?? []).sort();
}

/**
 * The rows of the decision index: `| 0034 | title | line |` → { number, title }. A row whose title is
 * '—' stands for a number never written (0017) and names no file.
 */
export function indexedRecords(markdown: string): { number: string; title: string }[] {
  const section = markdown.split(/^## Decision records/m)[1]?.split(/^## /m)[0] ?? "";
  return [...section.matchAll(/^\|\s*(\d{4})\s*\|\s*([^|]*?)\s*\|/gm)].map(([, number, title]) => ({
    number: number as string,
    title: title as string,
  }));
}

/** Each record missing from the index and each indexed number with no record, in words. */
export function decisionIndexViolations(markdown: string, fileNames: readonly string[]): string[] {
  const records = recordNumbers(fileNames);
  const rows = indexedRecords(markdown);
  const indexed = new Set(rows.map((row) => row.number));
  const missing = records.filter((n) => !indexed.has(n)).map((n) => `${n}: a record not in the index`);
  const ghosts = rows
    .filter((row) => row.title !== "—" && !records.includes(row.number))
    .map((row) => `${row.number}: in the index, no record in docs/decisions/`);
  return [...missing, ...ghosts];
}

const ROOTS = ["app/", "docs/", "scripts/", "tests/", "server/"];

/**
 * The repository paths a document names: any word starting at a root folder (in backticks, prose or
 * the layers' drawing), and `area/file.ts` shorthands of the domain in backticks
 * ('leads/offer-deal.ts' is app/domain/leads/offer-deal.ts). A placeholder
 * (`app/emails/<name>.server.tsx`) is checked up to its folder; a command's argument is not a path.
 */
export function namedPaths(markdown: string): { named: string; candidates: string[] }[] {
  const prose = markdown.replace(/`npx [^`]*`/g, "");
  const spans = [
    ...[...prose.matchAll(/`([^`\s<>*]+)`/g)].map((match) => match[1] as string),
    ...[...prose.matchAll(/(?<![\w./-])((?:app|docs|scripts|tests|server)\/[\w./-]*)/g)].map((match) =>
      (match[1] as string).replace(/[.,]+$/, ""),
    ),
  ];
  return [...new Set(spans)].flatMap((named) => {
    if (ROOTS.some((root) => named.startsWith(root))) return [{ named, candidates: [named] }];
    if (/^[a-z-]+\/[\w./-]+\.(ts|tsx)$/.test(named)) return [{ named, candidates: [`app/domain/${named}`] }];
    return [];
  });
}

/** Each named path that exists nowhere, with the path it was looked for at. */
export function missingPaths(markdown: string, exists: (path: string) => boolean): string[] {
  return namedPaths(markdown)
    .filter(({ candidates }) => !candidates.some(exists))
    .map(({ named, candidates }) => (candidates[0] === named ? named : `${named} (${candidates[0]})`));
}

/**
 * A benchmark document opens with its current figures: the first `##` section is '## Now…' and it
 * names the command that measures them (`npm run …`, `npx …`, `node …` or `bash …`).
 */
export function benchmarkOpeningViolations(documents: ReadonlyMap<string, string>): string[] {
  return [...documents].flatMap(([file, markdown]) => {
    const [, first = ""] = markdown.split(/^## /m);
    if (!first.startsWith("Now")) return [`${file}: the first section is not '## Now'`];
    const body = first.split(/^# /m)[0] ?? "";
    return /\b(npm run|npx|node|bash) /.test(body) ? [] : [`${file}: '## Now' names no command`];
  });
}
