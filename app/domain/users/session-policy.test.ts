import { describe, expect, it } from "vitest";
import { mayCarrySession } from "./session-policy";

describe("mayCarrySession", () => {
  it("is false for visitors without cookies or with only other cookies", () => {
    expect(mayCarrySession(null)).toBe(false);
    expect(mayCarrySession("")).toBe(false);
    expect(mayCarrySession("zaguan-consent=abc; theme=dark")).toBe(false);
  });

  it("is true with the session token cookie, over HTTP and HTTPS", () => {
    expect(mayCarrySession("zaguan.session_token=abc.def")).toBe(true);
    expect(mayCarrySession("zaguan-consent=x; __Secure-zaguan.session_token=abc.def")).toBe(true);
  });
});
