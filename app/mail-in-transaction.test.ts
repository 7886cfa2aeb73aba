import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { sourceFiles } from "#tests/support/import-graph";
import { enqueueOutsideTransactionViolations } from "#tests/support/mail-enqueue";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;

/**
 * The enqueues not yet moved into their change's transaction, each with why (ADR 0046, "Not yet").
 * The list only shrinks: an entry that no longer matches a call fails the second test.
 */
const NOT_YET: ReadonlyArray<{ file: string; call: string; why: string }> = [
  // better-auth writes the reset and sign-in-link tokens in its own statement, then calls us.
  { file: "app/domain/users/auth.server.ts", call: "mailer.enqueue", why: "better-auth's token" },
];
const isNotYet = (problem: string) =>
  NOT_YET.some(
    ({ file, call }) =>
      problem.startsWith(`${file}:`) && problem.endsWith(`: ${call}(…) without an open transaction`),
  );

/** docs/decisions/0046-mail-in-the-transaction.md: e-mail and jobs are queued with the change they report. */
describe("mail in the transaction", () => {
  const files = () =>
    new Map(
      sourceFiles(ROOT, ["app", "server"])
        .filter((file) => !TEST_FILE.test(file))
        .map((file) => [file, readFileSync(path.join(ROOT, file), "utf8")] as const),
    );

  test("every enqueue in app/ and server/ receives the open transaction of its change", () => {
    const read = files();
    expect(read.size).toBeGreaterThan(300);
    const problems = enqueueOutsideTransactionViolations(read).filter((problem) => !isNotYet(problem));
    expect(problems, "enqueued outside the change's transaction").toEqual([]);
  }, 60_000);

  test("each enqueue still waiting to move is still there (the list only shrinks)", () => {
    const problems = enqueueOutsideTransactionViolations(files());
    const stale = NOT_YET.filter(
      ({ file, call }) =>
        !problems.some(
          (problem) => isNotYet(problem) && problem.startsWith(`${file}:`) && problem.includes(`: ${call}(`),
        ),
    );
    expect(stale).toEqual([]);
  }, 60_000);

  test("a planted enqueue after the commit, with a leaked or a pool handle, or handed on, is named", () => {
    const planted = new Map([
      [
        "app/domain/leads/offers/offers.server.ts",
        [
          "export async function answer(db: Db, mailer: Mailer) {",
          "  await db.transaction(async (tx) => { await tx.update(leads).set({ state: 'accepted' }); });",
          "  await mailer.enqueue(dealAgreedEmail);",
          "  await mailer.enqueueInTransaction(sqlExecutor(db), dealAgreedEmail);",
          "  let leaked; await db.transaction(async (tx) => { leaked = tx; });",
          "  await mailer.enqueueInTransaction(transactionExecutor(leaked), dealAgreedEmail);",
          "  await jobs.enqueue('viewing-reminder', payload, { startAfter, key });",
          "  const tx = otherTransaction;",
          "  await mailer.enqueueInTransaction(transactionExecutor(tx), dealAgreedEmail);",
          "  return { enqueueMail: context.mailer.enqueue };",
          "  await deps.mailer.enqueueManyInTransaction(sqlExecutor(db), alertEmails);",
          "}",
        ].join("\n"),
      ],
      ["app/lib/mailer.server.ts", "await jobs.enqueue(jobName, message, options);"],
    ]);

    expect(enqueueOutsideTransactionViolations(planted)).toEqual([
      "app/domain/leads/offers/offers.server.ts:3: mailer.enqueue(…) without an open transaction",
      "app/domain/leads/offers/offers.server.ts:4: mailer.enqueueInTransaction(…) without an open transaction",
      "app/domain/leads/offers/offers.server.ts:6: mailer.enqueueInTransaction(…) without an open transaction",
      "app/domain/leads/offers/offers.server.ts:7: jobs.enqueue(…) without an open transaction",
      "app/domain/leads/offers/offers.server.ts:9: mailer.enqueueInTransaction(…) without an open transaction",
      "app/domain/leads/offers/offers.server.ts:10: context.mailer.enqueue handed on uncalled",
      "app/domain/leads/offers/offers.server.ts:11: deps.mailer.enqueueManyInTransaction(…) without an open transaction",
    ]);
  });

  test("inside the transaction's callback, in a helper given the transaction, or through a const handle, it passes", () => {
    const quiet = new Map([
      [
        "app/domain/leads/deals/offer-deal.server.ts",
        [
          "await db.transaction(async (tx) => {",
          "  await mailer.enqueueInTransaction(transactionExecutor(tx), message);",
          "  const executeSql = transactionExecutor(tx);",
          "  await jobs.enqueue(name, payload, { key, executeSql });",
          "  await jobs.enqueue(name, payload, { executeSql: transactionExecutor(tx) });",
          "  await deps.mailer.enqueueManyInTransaction(executeSql, messages);",
          "});",
          "async function queueReleaseMails(tx: Tx, mail: DealMail) {",
          "  await mail.mailer.enqueueInTransaction(transactionExecutor(tx), message);",
          "}",
          "new ReadableStream({ start(controller) { controller.enqueue(encoder.encode(head)); } });",
        ].join("\n"),
      ],
    ]);

    expect(enqueueOutsideTransactionViolations(quiet)).toEqual([]);
  });
});
