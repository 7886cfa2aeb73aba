import { Icon } from "lucide-react";
import type { ReactElement } from "react";

type IconRender = (props: Record<string, unknown>, ref: unknown) => ReactElement;

/** Past this many distinct icon renders (icon × props), new ones are built each time, as before. */
const MAX_KEPT = 2_000;

/**
 * Keeps the element each lucide icon renders, per icon and props, and hands the same one out again
 * (building each icon's attributes and path elements anew — `buildLucideIconNode`,
 * `mergeClasses` — was ~5 % of an uncached landing's server CPU, for 69 icons that differ only by
 * their class). React elements are immutable descriptions, so one may appear in many renders.
 *
 * Server only, and only for renders whose props are plain strings, numbers and booleans, without
 * children or a ref. Skipping lucide's own render on a repeat also skips its read of
 * `LucideProvider`'s context, which this app never provides (a provider would be read the first
 * time only).
 */
export function keepIconRenders(icon: { render: unknown } = Icon as unknown as { render: unknown }) {
  if (typeof icon.render !== "function") return; // another lucide shape: leave it alone
  const original = icon.render as IconRender;
  const kept = new WeakMap<object, Map<string, ReactElement>>();
  let count = 0;
  const render: IconRender = (props, ref) => {
    const { icon: data, children, ...rest } = props;
    if (ref || children !== undefined || typeof data !== "object" || data === null)
      return original(props, ref);
    let key = "";
    for (const name in rest) {
      const value = rest[name];
      if (value === undefined) continue;
      if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean")
        return original(props, ref);
      key += `${name}\u0000${String(value)}\u0001`;
    }
    let byProps = kept.get(data);
    const found = byProps?.get(key);
    if (found) return found;
    const element = original(props, ref);
    if (count < MAX_KEPT) {
      if (!byProps) {
        byProps = new Map();
        kept.set(data, byProps);
      }
      byProps.set(key, element);
      count++;
    }
    return element;
  };
  icon.render = render;
}
