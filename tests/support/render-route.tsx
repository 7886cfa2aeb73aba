import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";

type Page = {
  id: string;
  path?: string;
  index?: true;
  Component: ComponentType<never>;
  data: unknown;
  /** What the route's action answered, for a page shown after a refused form. */
  action?: unknown;
};

/**
 * A route's page rendered to HTML as the server would, from its loader's data (and a layout's,
 * with the page as its child), and its action's answer when given: what the reader sees, without a
 * browser.
 */
export function renderRoute(url: string, page: Page, child?: Page): string {
  const route = (p: Page) => ({
    id: p.id,
    ...(p.index ? { index: true as const } : { path: p.path }),
    Component: p.Component as ComponentType,
  });
  const Stub = createRoutesStub([{ ...route(page), ...(child ? { children: [route(child)] } : {}) }]);
  const loaderData = { [page.id]: page.data, ...(child ? { [child.id]: child.data } : {}) };
  const answered = [page, child].filter((p): p is Page => p?.action !== undefined);
  const actionData = answered.length ? Object.fromEntries(answered.map((p) => [p.id, p.action])) : undefined;
  return renderToStaticMarkup(<Stub initialEntries={[url]} hydrationData={{ loaderData, actionData }} />);
}
