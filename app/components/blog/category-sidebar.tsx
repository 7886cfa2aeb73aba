import { Link } from "react-router";
import type { BlogCategorySlug } from "#app/domain/blog/categories";
import { cn } from "#app/lib/utils";
import { pathTo, ROUTES } from "#app/urls";

type CategorySidebarProps = {
  categories: { slug: BlogCategorySlug; name: string; count: number }[];
  current?: BlogCategorySlug;
};

/** The blog's categories with their article counts. */
export function CategorySidebar({ categories, current }: CategorySidebarProps) {
  return (
    <nav
      aria-labelledby="blog-categories"
      className="rounded-2xl border border-border bg-card p-6 shadow-card"
    >
      <h2 id="blog-categories" className="font-semibold text-lg">
        Categorías
      </h2>
      <ul className="mt-4 flex flex-col gap-1">
        {categories.map((category) => {
          const isCurrent = category.slug === current;
          return (
            <li key={category.slug}>
              <Link
                to={pathTo(ROUTES.blogCategory, { slug: category.slug })}
                aria-current={isCurrent ? "page" : undefined}
                className={cn(
                  "flex min-h-11 items-center justify-between gap-3 rounded-lg px-3 transition-colors hover:bg-muted",
                  isCurrent && "bg-primary-soft font-semibold text-primary",
                )}
              >
                <span>{category.name}</span>
                <span className="rounded-full bg-muted px-2.5 py-0.5 font-semibold text-muted-foreground text-xs tabular-nums">
                  {category.count}
                  <span className="sr-only"> artículos</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
