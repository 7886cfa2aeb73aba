import { useId } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, test } from "vitest";
import { USED_CSS_ATTRIBUTE } from "#app/lib/page-css";
import { withUsedStylesheet } from "#app/lib/page-css.server";
import { withoutHydrationMarkers } from "#app/lib/public-html.server";
import { installOnceFragments, ONCE_TAG, RenderOnce } from "#app/lib/render-once";
import { forgetOnceRenders, keepOnceRenders } from "#app/lib/render-once.server";

/** A section with React ids (useId) and adjacent texts (React's `<!-- -->` between them). */
function Section({ brand, count }: { brand: string; count: number }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={`section-${count}`}>
      <h2 id={titleId} className="title" style={{ color: "var(--brand)" }}>
        Qué es {brand}: {count} pasos
      </h2>
      <a href="/vender" data-discover="true">
        Vender
      </a>
    </section>
  );
}

function Header({ label }: { label: string }) {
  const id = useId();
  return <header id={id}>{label}</header>;
}

/** A public page as the root renders one: an empty marked stylesheet, sections before and after. */
function Page({ brand, hydrated = false }: { brand: string; hydrated?: boolean }) {
  const styleProps = hydrated ? {} : { [USED_CSS_ATTRIBUTE]: "" };
  return (
    <html lang="es">
      <head>
        <style {...styleProps} />
      </head>
      <body>
        <Header label="Zaguán" />
        <main>
          <RenderOnce name="test/section" inputs={[brand]}>
            <Section brand={brand} count={4} />
          </RenderOnce>
          <Section brand="otra" count={2} />
          <RenderOnce name="test/plain">
            <p className="plain">
              Sin <b>agencia</b> y sin exclusividad
            </p>
          </RenderOnce>
        </main>
        <Header label="Pie" />
      </body>
    </html>
  );
}

/** What leaves the server: React's render, then the first batch's rewrite (entry.server.tsx). */
const served = (brand: string, hydrated = false) =>
  withoutHydrationMarkers(renderToString(<Page brand={brand} hydrated={hydrated} />));

afterEach(() => {
  installOnceFragments(undefined);
  forgetOnceRenders();
});

const STYLESHEET =
  ":root{--brand:teal;--other:red}.section-4{padding:1rem}.section-2{margin:0}.title{color:var(--brand)}" +
  ".plain{font-weight:400}.unused{color:var(--other)}b{font-weight:700}i{font-style:italic}";

describe("sections rendered once per process and inputs (issue 36 point 3)", () => {
  test("the used stylesheet of a page with kept sections is the one read from the whole page", () => {
    const cut = () =>
      withUsedStylesheet(
        withoutHydrationMarkers(renderToString(<Page brand="Zaguán" />)),
        new Set<string>(),
        () => STYLESHEET,
      );
    const expected = cut();
    expect(expected).toContain(".section-4{");
    expect(expected).toContain(".plain{");
    expect(expected).not.toContain(".unused");
    keepOnceRenders();
    for (let round = 0; round < 3; round++) expect(cut()).toBe(expected);
  });

  test("the first page and every later one are byte for byte the page rendered without it, ids included", () => {
    const expected = served("Zaguán");
    expect(expected).toContain('aria-labelledby="_R_');
    expect(expected).not.toContain(ONCE_TAG);
    keepOnceRenders();
    const first = renderToString(<Page brand="Zaguán" />);
    expect(first).toContain(`<${ONCE_TAG} data-keep=`);
    expect(withoutHydrationMarkers(first)).toBe(expected);
    const later = renderToString(<Page brand="Zaguán" />);
    // React no longer renders the kept sections: only an empty placeholder where each goes.
    expect(later).toContain(`<${ONCE_TAG} data-use="0"></${ONCE_TAG}>`);
    expect(later).not.toContain("Qué es Zaguán");
    expect(withoutHydrationMarkers(later)).toBe(expected);
    expect(served("Zaguán")).toBe(expected);
  });

  test("other inputs are another section: each page shows its own", () => {
    const zaguan = served("Zaguán");
    const other = served("Portal Casa");
    keepOnceRenders();
    for (let round = 0; round < 3; round++) {
      expect(served("Zaguán")).toBe(zaguan);
      expect(served("Portal Casa")).toBe(other);
    }
    expect(other).toContain("Qué es Portal Casa");
  });

  test("past the limit of one section's inputs, new ones are rendered as usual and still right", () => {
    keepOnceRenders();
    for (let index = 0; index < 70; index++) {
      const brand = `Marca ${index}`;
      const page = served(brand);
      expect(page).toContain(`Qué es ${brand}`);
      expect(served(brand)).toBe(page);
    }
    // The section without inputs kept its own slot all along.
    expect(served("Marca 69")).toContain("Sin <b>agencia</b> y sin exclusividad");
  });

  test("on a page that is not a whole public page the wrapper goes all the same, and its markers stay", () => {
    keepOnceRenders();
    const application = served("Zaguán", true);
    expect(application).not.toContain(ONCE_TAG);
    expect(application).toContain('data-discover="true"');
    expect(application).toContain("Qué es <!-- -->Zaguán");
    // Nothing was kept from it: the next public page renders the section and keeps it from there.
    const publicPage = renderToString(<Page brand="Zaguán" />);
    expect(publicPage).toContain(`<${ONCE_TAG} data-keep=`);
  });

  test("without the server's store (the browser, tests), the children render as they are", () => {
    expect(renderToString(<Page brand="Zaguán" />)).not.toContain(ONCE_TAG);
  });
});
