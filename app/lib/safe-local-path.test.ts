import { describe, expect, test } from "vitest";
import { HOSTILE_TARGETS } from "#tests/support/hostile-redirects";
import { refererPath, safeLocalPath } from "./safe-local-path";

describe("a redirect target from a request", () => {
  test.each(HOSTILE_TARGETS)("is refused: %j", (target) => {
    expect(safeLocalPath(target)).toBeNull();
  });

  test("a path of this site is kept, with its search and hash", () => {
    expect(safeLocalPath("/vender?paso=2#fotos")).toBe("/vender?paso=2#fotos");
    expect(safeLocalPath("/portal?q=Valencia%20centro&precio=100%25")).toBe(
      "/portal?q=Valencia%20centro&precio=100%25",
    );
    expect(safeLocalPath("/portal?volver=https://zaguan.es/")).toBe("/portal?volver=https://zaguan.es/");
    expect(safeLocalPath("/")).toBe("/");
  });

  test("path tricks are resolved before the target is accepted", () => {
    expect(safeLocalPath("/a/../vender")).toBe("/vender");
  });

  test("anything but a string is refused", () => {
    expect(safeLocalPath(42)).toBeNull();
    expect(safeLocalPath(null)).toBeNull();
    expect(safeLocalPath(["/dashboard"])).toBeNull();
  });
});

describe("the page a form was posted from", () => {
  const posted = (referer?: string) =>
    new Request("https://zaguan.es/propiedad/1", { method: "POST", headers: referer ? { referer } : {} });

  test("is the Referer's path and search when it is this site", () => {
    expect(refererPath(posted("https://zaguan.es/portal?provincia=Valencia"))).toBe(
      "/portal?provincia=Valencia",
    );
  });

  test("is nothing for another site, an unreadable Referer or a hostile path", () => {
    expect(refererPath(posted())).toBeNull();
    expect(refererPath(posted("https://evil.example/portal"))).toBeNull();
    expect(refererPath(posted("no es una dirección"))).toBeNull();
    expect(refererPath(posted("https://zaguan.es/%2F%2Fevil.example"))).toBeNull();
    expect(refererPath(posted("https://zaguan.es//evil.example/portal"))).toBeNull();
  });
});
