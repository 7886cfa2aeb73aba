import { describe, expect, test } from "vitest";
import { rateLimitAddress } from "./client-address.server";

describe("rateLimitAddress", () => {
  test("an IPv4 address is itself", () => {
    expect(rateLimitAddress("192.0.2.7")).toBe("192.0.2.7");
  });

  test("an IPv4-mapped IPv6 address is the IPv4 address", () => {
    expect(rateLimitAddress("::ffff:192.0.2.7")).toBe("192.0.2.7");
    expect(rateLimitAddress("::FFFF:192.0.2.7")).toBe("192.0.2.7");
  });

  test("every address of one IPv6 /64 counts as one client", () => {
    const addresses = [
      "2001:db8:1:2::1",
      "2001:db8:1:2:ffff:ffff:ffff:ffff",
      "2001:0db8:0001:0002:abcd:0:0:9",
      "2001:db8:1:2:a:b:c:d%eth0",
    ];
    expect(new Set(addresses.map(rateLimitAddress))).toEqual(new Set(["2001:db8:1:2::/64"]));
  });

  test("neighbouring /64s are different clients", () => {
    expect(rateLimitAddress("2001:db8:1:2::1")).not.toBe(rateLimitAddress("2001:db8:1:3::1"));
    expect(rateLimitAddress("::1")).toBe("0:0:0:0::/64");
    expect(rateLimitAddress("fe80::1")).toBe("fe80:0:0:0::/64");
  });

  test("anything that is not an address is kept as it is", () => {
    expect(rateLimitAddress("unknown")).toBe("unknown");
  });
});
