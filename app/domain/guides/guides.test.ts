import { describe, expect, test } from "vitest";
import { findSellerGuide, guideKindFromPath, otherGuides } from "#app/domain/guides/guides";
import { SELLER_GUIDE_KINDS } from "#app/domain/seller-guides";

describe("seller guides", () => {
  test.each(SELLER_GUIDE_KINDS)("the %s guide has every section filled in", (kind) => {
    const guide = findSellerGuide(kind);
    expect(guide.kind).toBe(kind);
    expect(guide.description.length).toBeLessThanOrEqual(160);
    expect(guide.intro.length).toBeGreaterThanOrEqual(2);
    for (const section of [guide.documents, guide.buyers, guide.pricing, guide.photos, guide.watchOut]) {
      expect(section.intro.length).toBeGreaterThan(10);
      expect(section.items.length).toBeGreaterThanOrEqual(3);
    }
  });

  test("no two guides share a title or a description", () => {
    const guides = SELLER_GUIDE_KINDS.map(findSellerGuide);
    expect(new Set(guides.map((guide) => guide.title)).size).toBe(8);
    expect(new Set(guides.map((guide) => guide.description)).size).toBe(8);
  });

  test("a guide URL names its kind; anything else is no guide", () => {
    expect(guideKindFromPath("/vender-piso-zaguan")).toBe("piso");
    expect(guideKindFromPath("/vender-nave-zaguan/")).toBe("nave");
    expect(guideKindFromPath("/vender-castillo-zaguan")).toBeNull();
  });

  test("'other guides' lists the remaining seven", () => {
    const others = otherGuides("garaje");
    expect(others).toHaveLength(7);
    expect(others.map((guide) => guide.kind)).not.toContain("garaje");
    expect(others[0]).toEqual({ kind: "piso", noun: "piso", path: "/vender-piso-zaguan" });
  });
});
