/** The longest slug kept (blog_articles.slug). */
export const SLUG_MAX_LENGTH = 120

/** Lowercase letters, numbers and single dashes, no dash at either end. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** An article's address from its title: "How sessions work!" → "how-sessions-work". */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '')
}
