import { describe, expect, test } from "vitest";
import { renderMarkdown } from "#app/domain/blog/markdown";
import { slugify } from "#app/domain/blog/text";

describe("renderMarkdown", () => {
  test("raw HTML is printed as text, never passed through", () => {
    const { html } = renderMarkdown('Hola <script>alert("x")</script>\n\n<div onclick="x()">bloque</div>');
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<div onclick");
    expect(html).toContain("&lt;script&gt;");
  });

  test("headings get ids for anchors; a stray h1 becomes an h2 under the page's title", () => {
    const { html, headings } = renderMarkdown(
      "# Arriba\n\n## Plusvalía municipal\n\n### El plazo\n\n## Plusvalía municipal",
    );
    expect(html).toContain('<h2 id="arriba">Arriba</h2>');
    expect(html).toContain('<h2 id="plusvalia-municipal">Plusvalía municipal</h2>');
    expect(html).toContain('<h3 id="el-plazo">El plazo</h3>');
    expect(html).toContain('<h2 id="plusvalia-municipal-2">');
    expect(headings.map((heading) => heading.id)).toEqual([
      "arriba",
      "plusvalia-municipal",
      "plusvalia-municipal-2",
    ]);
  });

  test("each h2 opens a section with what follows it; the introduction and h3s stay where they are", () => {
    const { html } = renderMarkdown(
      "Entrada.\n\n## Papeles\n\nLa nota simple.\n\n### El plazo\n\nDiez días.\n\n> ## Citado\n\n## Precio\n\nCon datos.",
    );
    expect(html).toBe(
      [
        "<p>Entrada.</p>",
        "<section>",
        '<h2 id="papeles">Papeles</h2>',
        "<p>La nota simple.</p>",
        '<h3 id="el-plazo">El plazo</h3>',
        "<p>Diez días.</p>",
        "<blockquote>",
        '<h2 id="citado">Citado</h2>',
        "</blockquote>",
        "</section>",
        "<section>",
        '<h2 id="precio">Precio</h2>',
        "<p>Con datos.</p>",
        "</section>",
        "",
      ].join("\n"),
    );
  });

  test("an image on its own line is a sized, lazy figure with its caption and small variant", () => {
    const { html } = renderMarkdown('![Seis pasos](/images/blog/figures/pasos.webp "Los seis pasos")');
    expect(html).toContain("<figure>");
    expect(html).not.toContain("<p><figure>");
    expect(html).toContain('src="/images/blog/figures/pasos.webp"');
    expect(html).toContain(
      'srcset="/images/blog/figures/pasos-600.webp 600w, /images/blog/figures/pasos.webp 1200w"',
    );
    expect(html).toContain('width="1200" height="675"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('alt="Seis pasos"');
    expect(html).toContain("<figcaption>Los seis pasos</figcaption>");
    // A tap opens the full-size diagram.
    expect(html).toContain('<a href="/images/blog/figures/pasos.webp" class="figure-link"><img');
  });

  test("images from elsewhere are not loaded: only their description shows", () => {
    const { html } = renderMarkdown("![Foto externa](https://tracker.example/pixel.gif)");
    expect(html).not.toContain("<img");
    expect(html).toContain("Foto externa");
  });

  test("javascript: links lose their link; external links open safely in a new tab", () => {
    const { html } = renderMarkdown(
      "[malo](javascript:alert(1)) y [Registro](https://sede.registradores.org) y [interno](/vender)",
    );
    expect(html).not.toContain("javascript:");
    expect(html).toContain(
      '<a href="https://sede.registradores.org" rel="noopener noreferrer" target="_blank">Registro',
    );
    expect(html).toContain('<a href="/vender">interno</a>');
  });

  test("lists and tables render, tables inside a keyboard-scrollable region", () => {
    const { html } = renderMarkdown("- uno\n- dos\n\n| a | b |\n| --- | --- |\n| 1 | 2 |");
    expect(html).toContain("<ul>\n<li>uno</li>");
    expect(html).toContain('<div class="table-scroll" role="region" aria-label="Tabla" tabindex="0"><table>');
  });
});

describe("slugify", () => {
  test("drops accents and punctuation", () => {
    expect(slugify("¿Quién paga la plusvalía?")).toBe("quien-paga-la-plusvalia");
  });
});
