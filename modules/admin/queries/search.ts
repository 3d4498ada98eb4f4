/** A lowercase `like` pattern for a search text, with the wildcard characters escaped. */
export function likePattern(text: string) {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

/* Portable case-insensitive match (SQLite and PostgreSQL): lower(column) like ? escape '\'. */
export const LIKE = "like ? escape '\\'"

export const PER_PAGE = 25

export type PageMeta = { total: number; currentPage: number; lastPage: number; perPage: number }

export function pageMeta(result: { total: number; currentPage: number; lastPage: number }, perPage = PER_PAGE): PageMeta {
  return { total: Number(result.total), currentPage: result.currentPage, lastPage: Math.max(1, result.lastPage), perPage }
}
