import { Link } from "react-router";
import type { BlogCategoryColor, BlogCategorySlug } from "#app/domain/blog/categories";
import { cn } from "#app/lib/utils";
import { pathTo, ROUTES } from "#app/urls";

/** Each category's colour as tokens that keep text at 4.5:1 or more. */
const COLORS: Record<BlogCategoryColor, string> = {
  teal: "bg-primary-soft text-primary",
  indigo: "bg-[#e6e9f5] text-[#33407a]",
  terracotta: "bg-accent-soft text-accent",
  olive: "bg-[#ecefdf] text-[#46521f]",
};

type CategoryBadgeProps = {
  category: { slug: BlogCategorySlug; name: string; color: BlogCategoryColor };
  /** A link to the category's page, or just a label inside a card that is already a link. */
  asLink?: boolean;
  className?: string;
};

export function CategoryBadge({ category, asLink = false, className }: CategoryBadgeProps) {
  const classes = cn(
    "inline-flex w-fit items-center rounded-full px-3 py-1 font-semibold text-xs",
    COLORS[category.color],
    className,
  );
  return asLink ? (
    <Link
      to={pathTo(ROUTES.blogCategory, { slug: category.slug })}
      className={cn(classes, "hover:underline")}
    >
      {category.name}
    </Link>
  ) : (
    <span className={classes}>{category.name}</span>
  );
}
