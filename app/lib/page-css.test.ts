import { describe, expect, test } from "vitest";
import {
  classesInHtml,
  elementsInHtml,
  usedStylesheet,
  withUsedStylesheet,
  wordsInScript,
} from "#app/lib/page-css.server";

const css = [
  "@layer theme,base,utilities;",
  "@layer theme{:root,:host{--color-primary:#0e5a52;--color-muted:#eee;--text-sm:.875rem;--text-sm--line-height:1.35rem;--font-sans:system-ui}}",
  "@layer base{html,:host{font-family:var(--font-sans)}abbr:where([title]){text-decoration:underline dotted}table{border-collapse:collapse}[hidden]:where(:not([hidden=until-found])){display:none!important}}",
  "@layer utilities{.flex{display:flex}.grid{display:grid}.text-sm{font-size:var(--text-sm);line-height:var(--tw-leading,var(--text-sm--line-height))}",
  ".shadow-card{--tw-shadow:0 1px 2px #0001;box-shadow:var(--tw-shadow)}",
  ".aspect-\\[4\\/3\\]{aspect-ratio:4/3}.\\[\\&\\:popover-open\\]\\:flex:popover-open{display:flex}",
  ".group-hover\\:underline:is(:where(.group):hover *){text-decoration-line:underline}",
  "@media (width>=40rem){.sm\\:grid-cols-2{grid-template-columns:repeat(2,minmax(0,1fr))}.sm\\:hidden{display:none}}",
  ".motion-safe\\:animate-\\[fade-in_1s\\]{animation:fade-in 1s}.animate-spin{animation:spin 1s linear infinite}}",
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-rotate-x{syntax:"*";inherits:false}',
  "@keyframes fade-in{0%{opacity:0}}@keyframes spin{to{transform:rotate(1turn)}}",
].join("");

function page(body: string) {
  return `<!DOCTYPE html><html lang="es"><head><style data-used-css="">${css}</style></head><body>${body}</body></html>`;
}

describe("a public page's stylesheet", () => {
  test("keeps the rules of the classes and elements in its HTML and drops the rest", () => {
    const html = withUsedStylesheet(
      page(
        '<div class="flex text-sm sm:grid-cols-2 aspect-[4/3] [&amp;:popover-open]:flex group"><a class="group-hover:underline">x</a></div>',
      ),
      new Set(),
    );
    const style = /<style>([\s\S]*)<\/style>/.exec(html)?.[1] ?? "";
    expect(style).toContain(".flex{display:flex}");
    expect(style).toContain(".text-sm{");
    expect(style).toContain("@media (width>=40rem){.sm\\:grid-cols-2{");
    expect(style).not.toContain("sm\\:hidden");
    expect(style).toContain(".aspect-\\[4\\/3\\]{");
    expect(style).toContain("popover-open\\]\\:flex:popover-open{display:flex}");
    expect(style).toContain(".group-hover\\:underline");
    expect(style).not.toContain(".grid{");
    // Elements: the page has no <abbr> or <table>; [hidden] needs no element.
    expect(style).not.toContain("abbr");
    expect(style).not.toContain("table{");
    expect(style).toContain("[hidden]:where(");
    expect(html).toContain('<body><div class="flex text-sm');
  });

  test("keeps only the custom properties, registrations and keyframes the kept rules read", () => {
    const style = usedStylesheet(css, {
      classes: new Set(["text-sm", "shadow-card", "motion-safe:animate-[fade-in_1s]"]),
      elements: new Set(["html", "body", "div"]),
    });
    expect(style).toContain("--text-sm:.875rem;--text-sm--line-height:1.35rem;--font-sans:system-ui");
    expect(style).not.toContain("--color-primary");
    expect(style).toContain("@property --tw-shadow{");
    expect(style).not.toContain("--tw-rotate-x");
    expect(style).toContain("@keyframes fade-in{");
    expect(style).not.toContain("@keyframes spin");
  });

  test("keeps the custom properties the page's markup reads itself", () => {
    const style = usedStylesheet(
      css,
      { classes: new Set(), elements: new Set(["html", "body", "svg"]) },
      '<svg><rect fill="var(--color-primary)"/></svg>',
    );
    expect(style).toContain("--color-primary:#0e5a52");
    expect(style).not.toContain("--color-muted");
  });

  test("the enhancement script's classes and elements count as used", () => {
    const words = wordsInScript(
      'e=document.createElement("dialog");e.className="grid gap-1";t=`sm:hidden `+x',
    );
    expect([...words]).toEqual(expect.arrayContaining(["dialog", "grid", "gap-1", "sm:hidden"]));
    // Markup written as a string: the share dialog the script draws on the portal.
    expect([
      ...wordsInScript('d.innerHTML=`<ul class="flex gap-2"><li class=\\"sm:hidden\\">x</li></ul>`'),
    ]).toEqual(expect.arrayContaining(["ul", "li", "flex", "gap-2", "sm:hidden"]));
    // A quote in a minified regular expression does not hide what follows.
    expect(wordsInScript('r=/[&<>"]/g;d.innerHTML=`<ul class="grid-cols-3 gap-2">`')).toContain(
      "grid-cols-3",
    );
    const style = /<style>([\s\S]*)<\/style>/.exec(withUsedStylesheet(page("<p>x</p>"), words))?.[1] ?? "";
    expect(style).toContain(".grid{display:grid}");
    expect(style).toContain("sm\\:hidden");
  });

  test("an application page, or a page still streaming, keeps the whole stylesheet", () => {
    const app = `<!DOCTYPE html><html><head><style>${css}</style></head><body></body></html>`;
    expect(withUsedStylesheet(app, new Set())).toBe(app);
    const streaming = page('<div class="flex">').replace("</body></html>", "");
    expect(withUsedStylesheet(streaming, new Set())).toBe(streaming);
  });

  test("the root's empty <style> gets the built stylesheet: cut on a public page, whole elsewhere", () => {
    const stylesheet = () => css;
    const empty = page('<div class="flex">x</div>').replace(css, "");
    const publicPage = withUsedStylesheet(empty, new Set(), stylesheet);
    expect(publicPage).toBe(withUsedStylesheet(page('<div class="flex">x</div>'), new Set()));
    expect(publicPage).toContain(".flex{display:flex}");
    expect(publicPage).not.toContain(".grid{");

    const streaming = empty.replace("</body></html>", "");
    expect(withUsedStylesheet(streaming, new Set(), stylesheet)).toBe(
      streaming.replace('<style data-used-css=""></style>', `<style data-used-css="">${css}</style>`),
    );

    const app = '<!DOCTYPE html><html><head><style data-whole-css=""></style></head><body></body></html>';
    expect(withUsedStylesheet(app, new Set(), stylesheet)).toBe(app.replace("</style>", `${css}</style>`));
  });

  test("each page gets the cut that reading its whole HTML gives, also when a cut is reused (issue 36)", () => {
    const words = wordsInScript('d.innerHTML=`<ul class="grid gap-2">`');
    /** What the server did for every request before: read the whole page, then cut. */
    const reference = (html: string) => {
      const [head, rest] = html.split('<style data-used-css="">') as [string, string];
      const page = head + rest.slice(rest.indexOf("</style>"));
      const classes = classesInHtml(page);
      const elements = elementsInHtml(page);
      for (const word of words) {
        classes.add(word);
        elements.add(word.toLowerCase());
      }
      return `${head}<style>${usedStylesheet(css, { classes, elements }, page)}${rest.slice(rest.indexOf("</style>"))}`;
    };
    const pages = [
      // The same class list on every card, an entity, a var() in a class and in markup, an <abbr>.
      '<ul><li class="flex text-sm">a</li><li class="flex text-sm">b</li></ul><p class="[&amp;:popover-open]:flex">c</p>',
      '<div class="shadow-card fill-[var(--color-muted)]"><abbr title="x">m²</abbr><svg><rect fill="var(--color-primary)"/></svg></div>',
      // Markup inside a script's string: its elements count, as they did.
      '<script>d.innerHTML=\'<table class="sm:grid-cols-2"><tr>\'</script><p class="group">x</p>',
      '<p class="flex text-sm">only one card</p>',
    ];
    for (const body of [...pages, ...pages])
      expect(withUsedStylesheet(page(body), words)).toBe(reference(page(body)));
  });
});
