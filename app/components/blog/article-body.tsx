import { cn } from "#app/lib/utils";

/**
 * The rendered Markdown of an article. The HTML comes from `renderMarkdown` on the server (our own
 * content, raw HTML escaped, links and images filtered), so it is safe to set. Typography is
 * styled here rather than with a plugin: headings, lists, figures and tables in the site's scale.
 */
export function ArticleBody({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn(
        "max-w-none text-foreground text-lg leading-relaxed",
        // One section per h2 (renderMarkdown); on a phone all of them start below the first screen.
        // A rendered-when-near section keeps its margins inside, so the gap above each h2 moves to
        // the section, where it collapses with the block before as the h2's own margin did.
        "[&>section]:render-when-near [&>section]:mt-12 [&>section>:first-child]:mt-0 [&>section>:last-child]:mb-0",
        "[&_p]:mt-5",
        "[&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:sm:text-3xl",
        "[&_h3]:mt-8 [&_h3]:scroll-mt-24 [&_h3]:text-xl",
        "[&_h4]:mt-6 [&_h4]:text-lg",
        "[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ul_li]:marker:text-primary",
        "[&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_ol_li]:marker:font-semibold [&_ol_li]:marker:text-primary",
        "[&_strong]:font-semibold",
        "[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-primary-hover",
        "[&_.figure-link]:block [&_figure]:my-10 [&_figure_img]:h-auto [&_figure_img]:w-full [&_figure_img]:rounded-xl [&_figure_img]:border [&_figure_img]:border-border [&_figure_img]:bg-muted",
        "[&_figcaption]:mt-3 [&_figcaption]:text-center [&_figcaption]:text-muted-foreground [&_figcaption]:text-sm",
        "[&_.table-scroll]:mt-6 [&_.table-scroll]:overflow-x-auto [&_.table-scroll]:rounded-xl [&_.table-scroll]:border [&_.table-scroll]:border-border [&_.table-scroll]:focus-visible:outline-2",
        "[&_table]:w-full [&_table]:border-collapse [&_table]:bg-card [&_table]:text-base",
        "[&_th]:bg-muted [&_th]:px-4 [&_th]:py-3 [&_th]:text-left [&_th]:font-semibold",
        "[&_td]:border-border [&_td]:border-t [&_td]:px-4 [&_td]:py-3 [&_td]:tabular-nums",
        "[&_blockquote]:mt-6 [&_blockquote]:border-primary [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:italic",
        className,
      )}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: server-rendered from our Markdown with HTML escaped (domain/blog/markdown.ts)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
