import { Check, MapPin } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { iconSvg, MaskIcons } from "./mask-icons";
import { Icon } from "./shared-icons";

const ICONS = { "mi-check": Check };

describe("decorative icons drawn as CSS masks", () => {
  test("a sized icon is an empty hidden span whose class draws lucide's own shape", () => {
    const html = renderToStaticMarkup(
      <MaskIcons icons={ICONS}>
        <Icon icon={Check} className="size-4 text-primary" />
      </MaskIcons>,
    );
    expect(html).toContain('<span aria-hidden="true" class="mi mi-check size-4 text-primary"></span>');
    expect(html).not.toContain("<svg");
    // The drawing sits once in the page's stylesheet, as an SVG file the mask reads.
    expect(html).toContain(`.mi-check{--mi:url("data:image/svg+xml,${encodeURIComponent(iconSvg(Check))}")}`);
    expect(iconSvg(Check)).toContain('<path d="M20 6 9 17l-5-5"/>');
  });

  test("an icon without a size of its own, or not in the set, stays an SVG", () => {
    const html = renderToStaticMarkup(
      <MaskIcons icons={ICONS}>
        <Icon icon={Check} />
        <Icon icon={MapPin} className="size-4" />
      </MaskIcons>,
    );
    expect(html).not.toContain('class="mi ');
    expect(html.match(/<svg[^>]*aria-hidden="true"/g)).toHaveLength(2);
  });

  test("outside the set's part of the page the icon is the full SVG, as before", () => {
    const html = renderToStaticMarkup(<Icon icon={Check} className="size-4" />);
    expect(html).toMatch(/^<svg[^>]*class="lucide lucide-check size-4"[^>]*aria-hidden="true"/);
  });
});
