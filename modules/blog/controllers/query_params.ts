import { isBlogCategory, type BlogCategory } from '../shared/categories.js'

/** ?page=: a page number from 1; anything else is the first page. */
export function pageFrom(value: unknown): number {
  const page = Number.parseInt(String(value ?? '1'), 10)
  return Number.isFinite(page) && page >= 1 ? Math.min(page, 10_000) : 1
}

/** ?category=: one of the categories, or none (an unknown value lists everything). */
export function categoryFrom(value: unknown): BlogCategory | null {
  return isBlogCategory(value) ? value : null
}

/** The route's numeric id, or null. */
export function idFrom(value: unknown): number | null {
  const text = String(value ?? '')
  return /^\d{1,12}$/.test(text) ? Number(text) : null
}
