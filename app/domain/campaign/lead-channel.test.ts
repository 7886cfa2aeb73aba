import { describe, expect, test } from "vitest";
import { attributedChannel } from "./lead-channel";

describe("the channel a buyer's form is attributed to", () => {
  test("the page's own channel wins", () => {
    expect(attributedChannel("fotocasa", "idealista")).toBe("fotocasa");
  });

  test("a form without one keeps the channel the buyer landed by", () => {
    expect(attributedChannel(null, "idealista")).toBe("idealista");
    expect(attributedChannel("directo", "meta")).toBe("meta");
  });

  test("nothing known is 'directo'; a forged value is never stored as a channel", () => {
    expect(attributedChannel(null, null)).toBe("directo");
    expect(attributedChannel("<script>", "constructor")).toBe("directo");
  });
});
