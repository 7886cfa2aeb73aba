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
});
