import { isIPv4, isIPv6 } from "node:net";

/**
 * The part of a client's address that identifies one subscriber, for counting attempts. An IPv6
 * subscriber usually holds a whole /64 and can pick a new address in it for every request, so a
 * limit keyed on the full address would never fill: IPv6 addresses are counted by their /64.
 * IPv4-mapped IPv6 (`::ffff:192.0.2.1`, what a dual-stack socket reports) is the IPv4 address.
 */
export function rateLimitAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(":")}::/64`;
}

/** The eight hextets of an IPv6 address, without leading zeros (`2001:db8::1` → 2001, db8, 0 … 1). */
function expandIPv6(address: string): string[] {
  const withoutZone = address.split("%")[0] ?? address;
  const [head = "", tail] = withoutZone.split("::");
  const parse = (part: string) => (part ? part.split(":") : []);
  let groups = [...parse(head)];
  if (tail !== undefined) {
    const end = parse(tail);
    // An embedded IPv4 tail (::ffff:1.2.3.4 handled above; 64:ff9b::1.2.3.4 here) fills two hextets.
    const endHextets = end.flatMap(ipv4AsHextets);
    groups = [...groups, ...Array(8 - groups.length - endHextets.length).fill("0"), ...endHextets];
  } else {
    groups = groups.flatMap(ipv4AsHextets);
  }
  return groups.map((group) => Number.parseInt(group, 16).toString(16));
}

function ipv4AsHextets(group: string): string[] {
  if (!group.includes(".")) return [group];
  const [a = 0, b = 0, c = 0, d = 0] = group.split(".").map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
