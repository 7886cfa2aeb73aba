import { type MouseEvent, type ReactNode, useEffect, useId, useState } from "react";
import { useNavigate } from "react-router";

/**
 * Server only: renders a cached island's children to HTML on their own. They sit outside the
 * page's router there, so a memory router stands in for it (their links are plain paths). Not
 * while developing, where a kept copy would hide each edit until the server restarts.
 */
let renderDetached: ((children: ReactNode, cacheKey: string) => string) | null = null;
if (import.meta.env.SSR && import.meta.env.PROD) {
  const [{ renderToStaticMarkup }, { MemoryRouter }] = await Promise.all([
    import("react-dom/server"),
    import("react-router"),
  ]);
  renderDetached = (children, cacheKey) =>
    renderToStaticMarkup(<MemoryRouter>{children}</MemoryRouter>, { identifierPrefix: cacheKey });
}

/** Each cached island's HTML by its key, for the life of the server process. */
const serverHtmlByKey = new Map<string, string>();

/**
 * Set by the first island's effect, which runs once the page's first hydration has committed:
 * islands that mount after it (a client-side navigation) have no server HTML to keep.
 */
let isFirstHydrationDone = false;

type StaticIslandProps = {
  children: ReactNode;
  /**
   * Renders the children once per server process and sends that HTML with every page, for
   * content repeated on every page (the footer). The key must name every value the children
   * show, and none may come from the request.
   */
  cacheKey?: string;
};

/**
 * Server-rendered content with nothing to hydrate: text, pictures, plain links. The server renders
 * the children; the browser keeps that HTML as it is instead of rendering and hydrating them again,
 * which on the landing is a large share of the work React does on a phone before the page responds
 * (docs/decisions/0005-static-islands.md). When the island first appears through a client-side
 * navigation, it renders its children like any component.
 *
 * The HTML is taken from the page itself, so if React ever has to render the island from scratch
 * during that first hydration (after a mismatch elsewhere), it puts back the same content rather
 * than an empty box. Links inside are still followed by the router, so moving on from the landing
 * stays a client-side navigation. Never put state, handlers or anything that differs between
 * server and browser inside one.
 */
export function StaticIsland({ children, cacheKey }: StaticIslandProps) {
  const id = useId();
  const [serverHtml] = useState(() => {
    if (typeof document === "undefined" || isFirstHydrationDone) return null;
    return document.getElementById(id)?.innerHTML ?? null;
  });
  const navigate = useNavigate();

  useEffect(() => {
    isFirstHydrationDone = true;
  }, []);

  if (cacheKey && renderDetached) {
    let html = serverHtmlByKey.get(cacheKey);
    if (html === undefined) {
      html = renderDetached(children, cacheKey);
      serverHtmlByKey.set(cacheKey, html);
    }
    // biome-ignore lint/security/noDangerouslySetInnerHtml: our own components, rendered by React on the server
    return <div id={id} className="contents" dangerouslySetInnerHTML={{ __html: html }} />;
  }
  if (serverHtml === null) {
    return (
      <div id={id} className="contents">
        {children}
      </div>
    );
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegates clicks on the links inside; not itself a control
    // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires a click, handled here too
    <div
      id={id}
      className="contents"
      onClick={(event) => followInternalLink(event, navigate)}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: this page's own server-rendered HTML, read back from the DOM
      dangerouslySetInnerHTML={{ __html: serverHtml }}
    />
  );
}

/** What a router `<Link>` would do for a plain left click on a same-site link. */
function followInternalLink(event: MouseEvent<HTMLElement>, navigate: (to: string) => void) {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement)) return;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin) return;
  // A jump within this page (#calculadora) is the browser's own job.
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return;
  event.preventDefault();
  navigate(`${url.pathname}${url.search}${url.hash}`);
}
