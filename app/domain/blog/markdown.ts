import { Marked, Renderer, type Token, type Tokens } from "marked";
import { BLOG_FIGURE_SIZE, responsiveSrcSet } from "#app/domain/blog/images";
import { escapeHtml, slugify } from "#app/domain/blog/text";

/**
 * Article Markdown → HTML, on the server. The content is ours, but raw HTML is still never passed
 * through (it is printed as text), links only go to http(s), mailto or this site, and every image
 * gets its size, a small variant and lazy loading so articles stay fast and do not jump while loading.
 */

function safeHref(href: string): string | null {
  return /^(https?:\/\/|mailto:|\/(?!\/)|#)/i.test(href) ? href : null;
}

const isExternal = (href: string) => /^https?:\/\//i.test(href);

/** Images in articles live in public/images/blog/ (generated); anything else is refused. */
const isOurImage = (href: string) => /^\/images\/blog\/[a-z0-9/-]+\.webp$/.test(href);

const plainRenderer = new Renderer();

/** Sizes for a figure inside the article column (max-w-3xl ≈ 720 px). */
const FIGURE_SIZES = "(min-width: 800px) 720px, 100vw";

export type RenderedMarkdown = { html: string; headings: { id: string; text: string }[] };

export function renderMarkdown(markdown: string): RenderedMarkdown {
  const usedIds = new Set<string>();
  const headings: RenderedMarkdown["headings"] = [];

  const uniqueId = (text: string) => {
    const base = slugify(text) || "seccion";
    let id = base;
    for (let n = 2; usedIds.has(id); n++) id = `${base}-${n}`;
    usedIds.add(id);
    return id;
  };

  const figure = ({ href, title, text }: Tokens.Image) => {
    if (!isOurImage(href)) return escapeHtml(text);
    const { width, height } = BLOG_FIGURE_SIZE;
    const img = `<img src="${escapeHtml(href)}" srcset="${responsiveSrcSet(href, width)}" sizes="${FIGURE_SIZES}" width="${width}" height="${height}" alt="${escapeHtml(text)}" loading="lazy" decoding="async">`;
    const caption = title ? `<figcaption>${escapeHtml(title)}</figcaption>` : "";
    // Diagrams carry text: on a phone, a tap opens the full-size image.
    return `<figure><a href="${escapeHtml(href)}" class="figure-link">${img}</a>${caption}</figure>\n`;
  };

  const marked = new Marked({
    gfm: true,
    renderer: {
      html({ text }) {
        return escapeHtml(text);
      },
      heading({ tokens, depth, text }) {
        // The article's title is the page's h1: a stray '#' in the Markdown becomes an h2.
        const level = Math.min(Math.max(depth, 2), 4);
        const id = uniqueId(text);
        if (level === 2) headings.push({ id, text });
        return `<h${level} id="${id}">${this.parser.parseInline(tokens)}</h${level}>\n`;
      },
      paragraph({ tokens }) {
        const only = tokens.length === 1 ? tokens[0] : undefined;
        // A paragraph holding just an image is a figure: <figure> cannot sit inside <p>.
        if (only?.type === "image") return figure(only as Tokens.Image);
        return `<p>${this.parser.parseInline(tokens)}</p>\n`;
      },
      image(token) {
        return figure(token);
      },
      link({ href, title, tokens }) {
        const text = this.parser.parseInline(tokens);
        const safe = safeHref(href);
        if (!safe) return text;
        const titleAttr = title ? ` title="${escapeHtml(title)}"` : "";
        const rel = isExternal(safe) ? ' rel="noopener noreferrer" target="_blank"' : "";
        const newTab = isExternal(safe) ? '<span class="sr-only"> (se abre en una pestaña nueva)</span>' : "";
        return `<a href="${escapeHtml(safe)}"${titleAttr}${rel}>${text}${newTab}</a>`;
      },
      table(token) {
        // Wide tables scroll sideways on a phone; the region is focusable so keyboards can scroll it too.
        const table = plainRenderer.table.call(this, token);
        return `<div class="table-scroll" role="region" aria-label="Tabla" tabindex="0">${table}</div>\n`;
      },
    },
  });

  // Each h2 opens a <section> holding it and what follows, up to the next h2: the page can then leave
  // the sections below the first screen unrendered until they are near (ArticleBody).
  const groups: Token[][] = [[]];
  for (const token of marked.lexer(markdown)) {
    if (token.type === "heading" && token.depth <= 2) groups.push([]);
    groups[groups.length - 1]?.push(token);
  }
  const html = groups
    .map((tokens, index) => {
      const part = marked.parser(tokens);
      return index === 0 ? part : `<section>\n${part}</section>\n`;
    })
    .join("");
  return { html, headings };
}
