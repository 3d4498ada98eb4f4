import { IDEA_SORTS, isIdeaStatus, type IdeaSort, type IdeaStatus } from '../shared/statuses.js'

/** The board's query (?sort=top|new&status=...&page=); unknown values fall back to the defaults. */
export function boardQuery(qs: Record<string, unknown>): { sort: IdeaSort; status: IdeaStatus | null; page: number } {
  const sort = (IDEA_SORTS as readonly unknown[]).includes(qs.sort) ? (qs.sort as IdeaSort) : 'top'
  const status = isIdeaStatus(qs.status) ? qs.status : null
  const page = Number.parseInt(String(qs.page ?? '1'), 10)
  return { sort, status, page: Number.isFinite(page) && page >= 1 ? Math.min(page, 10_000) : 1 }
}
