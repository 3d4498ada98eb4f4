import { column } from '@adonisjs/lucid/orm'

/*
 * A JSON value stored in a text column, the same on SQLite and PostgreSQL.
 */
export function jsonColumn<T>(fallback: T, options: { columnName?: string } = {}) {
  return column({
    ...options,
    prepare: (value: T | null | undefined) => (value === null || value === undefined ? null : JSON.stringify(value)),
    consume: (value: string | T | null): T => {
      if (value === null || value === undefined) return structuredClone(fallback)
      if (typeof value !== 'string') return value
      try {
        return JSON.parse(value) as T
      } catch {
        return structuredClone(fallback)
      }
    },
  })
}
