import { type Answer, type probeClient, summarize, tally } from "./sign-in-probe-client";

/**
 * The two attacks of docs/decisions/0042-limit-store.md, over HTTP, for sign-in-lockout.ts. Each adds
 * rows of [step, answer] to the probe's table.
 */
type Client = ReturnType<typeof probeClient>;
type Rows = Array<[string, string]>;

const OWN_ADDRESS = "198.51.100.8";
const LINK = "/entrar-con-enlace?token=";
const RESET = "/reset-password?token=";
const NEW_PASSWORD = "una frase nueva y bastante larga";

/** 60 wrong passwords from 6 addresses (10 each), then 3 link and 3 reset requests from strangers. */
async function lockAndSpend(client: Client, rows: Rows, owner: string, password: string, label: string) {
  const guesses: Answer[] = [];
  for (let address = 0; address < 6; address++) {
    guesses.push(
      ...(await Promise.all(
        Array.from({ length: 10 }, (_, guess) =>
          client.signIn(owner, `mal-${guess}`, `203.0.113.${address + 11}`),
        ),
      )),
    );
  }
  rows.push([`${label}: 60 wrong passwords from 6 addresses`, tally(guesses)]);
  rows.push([
    `${label}: right password, own address`,
    summarize(await client.signIn(owner, password, OWN_ADDRESS)),
  ]);
  const requests: Answer[] = [];
  for (let stranger = 0; stranger < 3; stranger++) {
    requests.push(
      await client.post(
        "/entrar-con-enlace.data",
        { intent: "request", email: owner },
        `192.0.2.${stranger + 61}`,
      ),
    );
    requests.push(await client.post("/request-password-reset", { email: owner }, `192.0.2.${stranger + 71}`));
  }
  rows.push([`${label}: 3 link + 3 reset requests from strangers`, tally(requests)]);
}

/** The owner's way in after the lock-out: a link, and (for a second owner) a reset. */
export async function lockOutScenario(
  client: Client,
  rows: Rows,
  { byLink, byReset, password }: { byLink: string; byReset: string; password: string },
) {
  await lockAndSpend(client, rows, byLink, password, "owner 3");
  const linksBefore = client.tokens(byLink, "sign-in-link", LINK);
  const asked = await client.post(
    "/entrar-con-enlace.data",
    { intent: "request", email: byLink },
    OWN_ADDRESS,
  );
  rows.push(["owner 3 asks for a link, own address", summarize(asked)]);
  const link = await client.newToken(byLink, "sign-in-link", LINK, linksBefore);
  rows.push([
    "owner 3 uses the link",
    summarize(await client.post("/entrar-con-enlace", { intent: "sign-in", token: link }, OWN_ADDRESS)),
  ]);
  rows.push([
    "owner 3, right password after the link",
    summarize(await client.signIn(byLink, password, OWN_ADDRESS)),
  ]);

  await lockAndSpend(client, rows, byReset, password, "owner 4");
  const resetsBefore = client.tokens(byReset, "password-reset", RESET);
  rows.push([
    "owner 4 asks for a reset, own address",
    summarize(await client.post("/request-password-reset", { email: byReset }, OWN_ADDRESS)),
  ]);
  const token = await client.newToken(byReset, "password-reset", RESET, resetsBefore);
  const reset = await client.post(
    "/reset-password",
    { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    OWN_ADDRESS,
  );
  rows.push(["owner 4 sets a new password with the link", summarize(reset)]);
  rows.push([
    "owner 4, new password at once",
    summarize(await client.signIn(byReset, NEW_PASSWORD, OWN_ADDRESS)),
  ]);
}

/** An account locked by 50 addresses, then `flood` sign-ins with made-up e-mails from one address. */
export async function flushScenario(
  client: Client,
  rows: Rows,
  { owner, password, flood }: { owner: string; password: string; flood: number },
) {
  const guesses = await Promise.all(
    Array.from({ length: 50 }, (_, index) => client.signIn(owner, `mal-${index}`, `198.18.0.${index + 1}`)),
  );
  rows.push(["owner 5: 50 wrong passwords, one address each", tally(guesses)]);
  rows.push([
    "owner 5, right password, a new address",
    summarize(await client.signIn(owner, password, "198.18.1.1")),
  ]);
  const counts = new Map<number, number>();
  const started = Date.now();
  const inFlight = 8;
  for (let sent = 0; sent < flood; sent += inFlight) {
    const batch = Array.from({ length: Math.min(inFlight, flood - sent) }, (_, index) =>
      client.post(
        "/auth.data",
        { intent: "sign-in", email: `inventado-${sent + index}@example.es`, password: "mal" },
        "203.0.113.99",
      ),
    );
    for (const answer of await Promise.all(batch))
      counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const statuses = [...counts].map(([status, count]) => `${count} × ${status}`).join(", ");
  rows.push([`${flood} sign-ins with made-up e-mails from one address (/auth.data, ${seconds} s)`, statuses]);
  rows.push([
    "owner 5, right password after the flood, another new address",
    summarize(await client.signIn(owner, password, "198.18.1.2")),
  ]);
}
