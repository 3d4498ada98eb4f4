/*
 * Blog categories. spec 001 §3.2 names the column only; decision: a fixed list, so the index can
 * filter by it and the editor offers a choice instead of free text.
 */
export const BLOG_CATEGORIES = [
  { value: 'news', label: 'Platform news' },
  { value: 'how-it-works', label: 'How it works' },
  { value: 'tutor-spotlight', label: 'Tutor spotlight' },
  { value: 'safety', label: 'Safety' },
  { value: 'study-tips', label: 'Study tips' },
] as const

export type BlogCategory = (typeof BLOG_CATEGORIES)[number]['value']

export const BLOG_CATEGORY_VALUES: readonly BlogCategory[] = BLOG_CATEGORIES.map((category) => category.value)

export function isBlogCategory(value: unknown): value is BlogCategory {
  return typeof value === 'string' && (BLOG_CATEGORY_VALUES as readonly string[]).includes(value)
}

export function blogCategoryLabel(value: string): string {
  return BLOG_CATEGORIES.find((category) => category.value === value)?.label ?? value
}

/**
 * pinned_to (spec 001 §3.2; its values are not given). Decision: 'all' pins an article to the top
 * of the blog index whatever the filter; a category value pins it to the top of that category's
 * list only; null pins nothing.
 */
export const PIN_EVERYWHERE = 'all'
export type BlogPin = typeof PIN_EVERYWHERE | BlogCategory
