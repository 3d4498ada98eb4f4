export const PER_PAGE = 25

export type PageMeta = { total: number; currentPage: number; lastPage: number; perPage: number }

export function pageMeta(result: { total: number; currentPage: number; lastPage: number }, perPage = PER_PAGE): PageMeta {
  return { total: Number(result.total), currentPage: result.currentPage, lastPage: Math.max(1, result.lastPage), perPage }
}
