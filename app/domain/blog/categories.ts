/** The blog's four categories, in the order the sidebar lists them. */
export const BLOG_CATEGORIES = [
  { slug: "guia-vendedores", name: "Guía para Vendedores", color: "teal" },
  { slug: "noticias-mercado", name: "Noticias del Mercado", color: "indigo" },
  { slug: "consejos-trucos", name: "Consejos y Trucos", color: "terracotta" },
  { slug: "normativa-legalidad", name: "Normativa y Legalidad", color: "olive" },
] as const;

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
export type BlogCategorySlug = BlogCategory["slug"];
/** A colour name, not a CSS value: the components map it to tokens that pass contrast. */
export type BlogCategoryColor = BlogCategory["color"];

export const BLOG_CATEGORY_SLUGS = BLOG_CATEGORIES.map((category) => category.slug) as [
  BlogCategorySlug,
  ...BlogCategorySlug[],
];

export function findCategory(slug: string): BlogCategory | null {
  return BLOG_CATEGORIES.find((category) => category.slug === slug) ?? null;
}
