import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type ParsedMail, parseMail } from "#tests/support/mail-reader";

/** What the sign-in probe (sign-in-lockout.ts) sends and reads: HTTP answers and the `.eml` outbox. */
export type Answer = { status: number; retryAfter: string | null; location: string | null; body: string };

export function probeClient({ base, dataDir }: { base: string; dataDir: string }) {
  async function post(pathname: string, fields: Record<string, string>, address: string): Promise<Answer> {
    const response = await fetch(`${base}${pathname}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      redirect: "manual",
      headers: { "x-forwarded-for": address, "content-type": "application/x-www-form-urlencoded" },
    });
    return {
      status: response.status,
      retryAfter: response.headers.get("retry-after"),
      location: response.headers.get("location"),
      body: await response.text(),
    };
  }

  function outbox(to: string, template: string): ParsedMail[] {
    let files: string[] = [];
    try {
      files = readdirSync(path.join(dataDir, "outbox")).filter((file) => file.includes(`-${template}-`));
    } catch {
      return [];
    }
    return files
      .map((file) => parseMail(readFileSync(path.join(dataDir, "outbox", file), "utf8")))
      .filter((mail) => mail.to === to);
  }

  async function waitForMail(to: string, template: string, count: number) {
    const deadline = Date.now() + 60_000;
    while (outbox(to, template).length < count && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return outbox(to, template);
  }

  /** The tokens of every link `${base}${prefix}…` mailed to `to` with `template`. */
  function tokens(to: string, template: string, prefix: string): string[] {
    const pattern = new RegExp(`${escapeRegExp(`${base}${prefix}`)}[^\\s"<>]+`, "g");
    return outbox(to, template).flatMap((mail) =>
      [...mail.text.matchAll(pattern)].map((match) => new URL(match[0]).searchParams.get("token") ?? ""),
    );
  }

  /** Waits for a token that was not among `before`. */
  async function newToken(to: string, template: string, prefix: string, before: string[]) {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const fresh = tokens(to, template, prefix).find((token) => !before.includes(token));
      if (fresh) return fresh;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`no new ${template} e-mail to ${to}`);
  }

  return {
    post,
    signIn: (email: string, password: string, address: string) =>
      post("/auth", { intent: "sign-in", email, password }, address),
    outbox,
    waitForMail,
    tokens,
    newToken,
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function tally(answers: Answer[]): string {
  const counts = new Map<number, number>();
  for (const answer of answers) counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
  const refused = answers.filter((answer) => answer.status === 429);
  const withRetryAfter = refused.filter((answer) => Number(answer.retryAfter) > 0).length;
  const statuses = [...counts].map(([status, count]) => `${count} × ${status}`).join(", ");
  return `${statuses}${refused.length ? ` (Retry-After on ${withRetryAfter} of ${refused.length} 429s)` : ""}`;
}

export function summarize(answer: Answer): string {
  const extra = [
    answer.retryAfter ? `Retry-After: ${answer.retryAfter}` : "",
    answer.location ? `Location: ${answer.location}` : "",
  ].filter(Boolean);
  return `${answer.status}${extra.length ? ` (${extra.join(", ")})` : ""}`;
}
