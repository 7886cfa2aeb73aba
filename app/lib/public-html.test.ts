import { describe, expect, test } from "vitest";
import { USED_CSS_ATTRIBUTE } from "#app/lib/page-css";
import { withoutHydrationMarkers } from "#app/lib/public-html.server";

const body = '<a href="/portal" data-discover="true">Portal</a><p>Página <!-- -->1<!-- --> de <!-- -->3</p>';

describe("a public page's HTML without what only hydration reads", () => {
  test("a public page loses the router's data-discover and React's text boundaries, not its text", () => {
    const html = `<!DOCTYPE html><html><head><style ${USED_CSS_ATTRIBUTE}="">a{}</style></head><body>${body}</body></html>`;
    expect(withoutHydrationMarkers(html)).toBe(
      `<!DOCTYPE html><html><head><style ${USED_CSS_ATTRIBUTE}="">a{}</style></head><body><a href="/portal">Portal</a><p>Página 1 de 3</p></body></html>`,
    );
  });

  test("lucide's icon-name classes and the data-slots no rule reads go; the other classes and the toast's slot stay", () => {
    const icons =
      '<svg class="lucide lucide-map-pin"></svg><svg class="lucide lucide-chevron-down size-4 absolute"></svg>' +
      '<button data-slot="button" class="btn">Enviar</button><p data-slot="toast-title">Guardado</p>';
    const html = `<!DOCTYPE html><html><head><style ${USED_CSS_ATTRIBUTE}="">a{}</style></head><body>${icons}</body></html>`;
    expect(withoutHydrationMarkers(html)).toBe(
      `<!DOCTYPE html><html><head><style ${USED_CSS_ATTRIBUTE}="">a{}</style></head><body><svg></svg><svg class="size-4 absolute"></svg><button class="btn">Enviar</button><p data-slot="toast-title">Guardado</p></body></html>`,
    );
  });

  test("an application page, which hydrates, and a page still streaming keep them", () => {
    const app = `<!DOCTYPE html><html><head><style>a{}</style></head><body>${body}</body></html>`;
    expect(withoutHydrationMarkers(app)).toBe(app);
    const streaming = `<!DOCTYPE html><html><head><style ${USED_CSS_ATTRIBUTE}="">a{}</style></head><body>${body}`;
    expect(withoutHydrationMarkers(streaming)).toBe(streaming);
  });

  test("a public page's icons lose lucide's class names, and keep their own classes", () => {
    const icons =
      '<svg class="lucide lucide-map-pin"></svg><svg class="lucide lucide-chevron-down size-4 text-muted-foreground"></svg>';
    const html = `<!DOCTYPE html><html><head><style ${USED_CSS_ATTRIBUTE}="">a{}</style></head><body>${icons}</body></html>`;
    expect(withoutHydrationMarkers(html)).toBe(
      `<!DOCTYPE html><html><head><style ${USED_CSS_ATTRIBUTE}="">a{}</style></head><body><svg></svg><svg class="size-4 text-muted-foreground"></svg></body></html>`,
    );
  });

  test("one pass leaves the page as the five replacements one after the other did (issue 36)", () => {
    const reference = (html: string) =>
      html
        .replaceAll(' data-discover="true"', "")
        .replaceAll("<!-- -->", "")
        .replace(/class="lucide lucide-[a-z0-9-]+ ?/g, 'class="')
        .replaceAll(' class=""', "")
        .replace(/ data-slot="(?!toast-)[^"]*"/g, "");
    const markup =
      '<a href="/" data-discover="true" class="">x<!-- -->y</a><svg class="lucide lucide-x "></svg>' +
      '<svg class="lucide lucide-a lucide lucide-b"></svg><svg\nclass="lucide lucide-c"></svg>' +
      '<div data-slot="card" class="p-2" data-slot="toast-x"></div><p data-slot="toast-title" class="lucide lucide-y">' +
      '<!-- --><!-- -->data-discover="true" class</p><span data-slot="">x</span>';
    const html = `<!DOCTYPE html><html><head><style ${USED_CSS_ATTRIBUTE}="">a{}</style></head><body>${markup}</body></html>\n`;
    expect(withoutHydrationMarkers(html)).toBe(reference(html));
    const none = `<!DOCTYPE html><html><head><style ${USED_CSS_ATTRIBUTE}="">a{}</style></head><body></body></html>`;
    expect(withoutHydrationMarkers(none)).toBe(none);
  });
});
