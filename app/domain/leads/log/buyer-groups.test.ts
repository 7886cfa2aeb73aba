import { describe, expect, test } from "vitest";
import { buyerKey, countUnreadBuyers, type GroupableLead, groupByBuyer, groupHolds } from "./buyer-groups";

const HOME = "home-1";
const OTHER_HOME = "home-2";

type Lead = GroupableLead & { kind: string; key: string };

let next = 0;
function lead(values: Partial<Lead> & { createdAt: string }): Lead {
  next += 1;
  const buyerEmail = values.buyerEmail ?? "ana@example.es";
  return {
    id: `lead-${String(next).padStart(3, "0")}`,
    propertyId: HOME,
    kind: "enquiry",
    buyerName: "Ana Ruiz",
    buyerEmail,
    buyerPhone: null,
    isUnread: false,
    key: buyerKey({ buyerEmail, account: null }),
    ...values,
  };
}
const keyOf = (item: Lead) => item.key;

describe("buyerKey: who a lead is from", () => {
  test("case and surrounding spaces in the typed e-mail do not make another buyer", () => {
    const keys = ["Ana@Example.es", "  ana@example.es ", "ANA@EXAMPLE.ES\t"].map((buyerEmail) =>
      buyerKey({ buyerEmail, account: null }),
    );
    expect(new Set(keys)).toEqual(new Set(["email:ana@example.es"]));
  });

  test("the project's sender rule: a +tag and Gmail's dots are the same mailbox; another address is another buyer", () => {
    const key = (buyerEmail: string) => buyerKey({ buyerEmail, account: null });
    expect(key("ana+pisos@example.es")).toBe(key("ana@example.es"));
    expect(key("a.na@gmail.com")).toBe(key("ana@googlemail.com"));
    expect(key("ana.ruiz@example.es")).not.toBe(key("anaruiz@example.es"));
    expect(key("ana@example.es")).not.toBe(key("ana@example.com"));
  });

  test("a verified account is its e-mail, whatever was typed; an unverified one stands for itself", () => {
    const verified = { id: "u1", email: "ana@example.es", emailVerified: true };
    expect(buyerKey({ buyerEmail: "trabajo@empresa.es", account: verified })).toBe(
      buyerKey({ buyerEmail: "Ana@example.es", account: null }),
    );
    const unverified = { id: "u2", email: "ana@example.es", emailVerified: false };
    expect(buyerKey({ buyerEmail: "ana@example.es", account: unverified })).toBe("account:u2");
    expect(buyerKey({ buyerEmail: "ana@example.es", account: unverified })).not.toBe(
      buyerKey({ buyerEmail: "ana@example.es", account: null }),
    );
  });
});

describe("groupByBuyer", () => {
  test("one buyer's message, viewing and offer on a listing are one group, oldest first, headed by the newest", () => {
    const offer = lead({ kind: "offer", createdAt: "2026-11-20T10:00:00.000Z", isUnread: true });
    const message = lead({ kind: "enquiry", createdAt: "2026-11-18T09:00:00.000Z" });
    const viewing = lead({
      kind: "viewing",
      createdAt: "2026-11-19T09:00:00.000Z",
      buyerEmail: " ANA@example.es",
      key: buyerKey({ buyerEmail: " ANA@example.es", account: null }),
    });
    const [group, ...rest] = groupByBuyer([offer, message, viewing], keyOf);
    expect(rest).toEqual([]);
    expect(group?.items.map((item) => item.kind)).toEqual(["enquiry", "viewing", "offer"]);
    expect(group?.latest.kind).toBe("offer");
    expect(group?.id).toBe(message.id);
    expect(group?.unreadCount).toBe(1);
    expect(group?.focusId).toBe(offer.id);
  });

  test("two buyers are two groups, the one who wrote last first; the same buyer on another listing is another card", () => {
    const anaOld = lead({ createdAt: "2026-11-01T10:00:00.000Z" });
    const luis = lead({
      createdAt: "2026-11-10T10:00:00.000Z",
      buyerName: "Luis Gil",
      buyerEmail: "luis@example.es",
      key: "email:luis@example.es",
    });
    const anaNew = lead({ createdAt: "2026-11-12T10:00:00.000Z", kind: "offer" });
    const anaElsewhere = lead({ createdAt: "2026-11-11T10:00:00.000Z", propertyId: OTHER_HOME });
    const groups = groupByBuyer([luis, anaElsewhere, anaOld, anaNew], keyOf);
    expect(groups.map((group) => [group.propertyId, group.buyerName, group.items.length])).toEqual([
      [HOME, "Ana Ruiz", 2],
      [OTHER_HOME, "Ana Ruiz", 1],
      [HOME, "Luis Gil", 1],
    ]);
  });

  test("items at the same instant keep one order, whatever order they came in", () => {
    const at = "2026-11-20T10:00:00.000Z";
    const a = lead({ createdAt: at, kind: "enquiry" });
    const b = lead({ createdAt: at, kind: "viewing" });
    const forward = groupByBuyer([a, b], keyOf)[0]?.items.map((item) => item.id);
    const backward = groupByBuyer([b, a], keyOf)[0]?.items.map((item) => item.id);
    expect(forward).toEqual([a.id, b.id]);
    expect(backward).toEqual(forward);
  });

  test("the card names the buyer as they last signed, lists each address and phone once, newest first", () => {
    const first = lead({
      createdAt: "2026-11-01T10:00:00.000Z",
      buyerName: "Ana",
      buyerPhone: "600 111 222",
    });
    const second = lead({
      createdAt: "2026-11-02T10:00:00.000Z",
      buyerName: "Ana Ruiz Gómez",
      buyerEmail: "ana+pisos@example.es",
      key: buyerKey({ buyerEmail: "ana+pisos@example.es", account: null }),
    });
    const third = lead({ createdAt: "2026-11-03T10:00:00.000Z", buyerEmail: "Ana@example.es" });
    const [group] = groupByBuyer([first, second, third], keyOf);
    expect(group?.buyerName).toBe("Ana Ruiz");
    expect(group?.emails).toEqual(["Ana@example.es", "ana+pisos@example.es"]);
    expect(group?.phones).toEqual(["600 111 222"]);
  });

  test("'Abrir' goes to the newest unread item; with none unread, to the newest", () => {
    const a = lead({ createdAt: "2026-11-01T10:00:00.000Z", isUnread: true });
    const b = lead({ createdAt: "2026-11-02T10:00:00.000Z", isUnread: true });
    const c = lead({ createdAt: "2026-11-03T10:00:00.000Z" });
    expect(groupByBuyer([a, b, c], keyOf)[0]?.focusId).toBe(b.id);
    expect(groupByBuyer([{ ...a, isUnread: false }, c], keyOf)[0]?.focusId).toBe(c.id);
    expect(groupHolds(groupByBuyer([a, b, c], keyOf)[0] ?? { items: [] }, a.id)).toBe(true);
    expect(groupHolds({ items: [a] }, null)).toBe(false);
  });

  test("nothing in, nothing out", () => {
    expect(groupByBuyer([], keyOf)).toEqual([]);
  });
});

describe("countUnreadBuyers: the tab's number", () => {
  test("counts buyers with something unread, not their items, per listing", () => {
    const items = [
      lead({ createdAt: "2026-11-01T10:00:00.000Z", isUnread: true }),
      lead({ createdAt: "2026-11-02T10:00:00.000Z", isUnread: true, kind: "viewing" }),
      lead({ createdAt: "2026-11-03T10:00:00.000Z", isUnread: false, key: "email:luis@example.es" }),
      lead({ createdAt: "2026-11-04T10:00:00.000Z", isUnread: true, propertyId: OTHER_HOME }),
    ];
    expect(countUnreadBuyers(items, keyOf)).toBe(2);
    expect(countUnreadBuyers([], keyOf)).toBe(0);
  });
});
