import { MapPin, Phone, Search } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { keepIconRenders } from "#app/lib/icon-renders.server";

const page = () =>
  renderToStaticMarkup(
    <div>
      <MapPin className="size-4 text-primary" aria-hidden />
      <MapPin className="size-5" strokeWidth={1.5} />
      <Phone aria-label="Llamar" size={18} />
      <Search className="size-4">
        <title>Buscar</title>
      </Search>
      <MapPin className="size-4 text-primary" aria-hidden />
    </div>,
  );

describe("icons rendered once per icon and props (issue 36 point 3)", () => {
  test("the page's markup is the same, and a repeat hands out the element it kept", () => {
    const before = page();
    keepIconRenders();
    expect(page()).toBe(before);
    expect(page()).toBe(before);
  });

  test("a repeat of the same icon and props is not built again; other props, children or a ref are", () => {
    let built = 0;
    const icon = {
      render: (props: Record<string, unknown>) => {
        built++;
        return <svg className={String(props.className)} />;
      },
    };
    keepIconRenders(icon);
    const render = icon.render as (props: object, ref: unknown) => unknown;
    const data = { name: "x", node: [] };
    const first = render({ icon: data, className: "size-4", "aria-hidden": true }, null);
    expect(render({ icon: data, className: "size-4", "aria-hidden": true }, null)).toBe(first);
    expect(built).toBe(1);
    render({ icon: data, className: "size-5" }, null);
    render({ icon: data, className: "size-4", children: "t" }, null);
    render({ icon: data, className: "size-4", children: "t" }, null);
    render({ icon: data, className: "size-4" }, { current: null });
    render({ icon: data, className: "size-4", style: { color: "red" } }, null);
    expect(built).toBe(6);
  });
});
