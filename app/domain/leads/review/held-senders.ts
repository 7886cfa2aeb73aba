import { normaliseSenderEmail } from "./sender";

/**
 * 'Pendientes de revisión' by sender: a flood is a few senders writing many times, and the owner
 * answers each sender once. A sender is who 'Marcar como spam' blocks — an e-mail (normalised, as
 * the limits count it) and the address it came from — so two contacts share a group when they share
 * either, directly or through others: a script that changes its e-mail on every post from one
 * connection is one sender, and so is one e-mail writing from several. Contacts without an address
 * (not sent through a form) join by e-mail alone (docs/decisions/0024-held-leads.md).
 */
export type SenderRow = { id: string; buyerEmail: string; senderAddressHash: string | null };

/** The rows in groups of one sender each, in the order of each group's first row; rows keep their order. */
export function groupBySender<Row extends SenderRow>(rows: readonly Row[]): Row[][] {
  const parent = rows.map((_, index) => index);
  const root = (index: number): number => {
    let at = index;
    while (parent[at] !== at) {
      const up = parent[at] as number;
      parent[at] = parent[up] as number;
      at = up;
    }
    return at;
  };
  const firstWith = new Map<string, number>();
  const join = (key: string, index: number) => {
    const seen = firstWith.get(key);
    if (seen === undefined) firstWith.set(key, index);
    else {
      const [a, b] = [root(seen), root(index)];
      // The earlier row stays the root: groups come out in the order of their first row.
      if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
    }
  };
  rows.forEach((row, index) => {
    join(`email:${normaliseSenderEmail(row.buyerEmail)}`, index);
    if (row.senderAddressHash) join(`address:${row.senderAddressHash}`, index);
  });
  const groups = new Map<number, Row[]>();
  rows.forEach((row, index) => {
    const key = root(index);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  });
  return [...groups.values()];
}
