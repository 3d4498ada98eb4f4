import { DateTime } from 'luxon'

/*
 * Values in hand-written queries, the same on SQLite and PostgreSQL (every context uses these):
 * instants are compared as UTC 'yyyy-MM-dd HH:mm:ss' strings (how Lucid writes them on SQLite;
 * PostgreSQL casts them to timestamp), and read back from either a string (SQLite) or a Date (pg).
 */
export function sqlTime(value: DateTime) {
  return value.toUTC().toFormat('yyyy-MM-dd HH:mm:ss')
}

export function fromDbTime(value: unknown): DateTime | null {
  if (value === null || value === undefined) return null
  if (value instanceof Date) return DateTime.fromJSDate(value, { zone: 'utc' })
  if (DateTime.isDateTime(value)) return value.toUTC()
  const text = String(value)
  const parsed = DateTime.fromSQL(text, { zone: 'utc' })
  return parsed.isValid ? parsed : DateTime.fromISO(text, { zone: 'utc' })
}

/** ISO text of an instant for the client (null stays null). */
export function iso(value: DateTime | null | undefined) {
  return value ? value.toUTC().toISO() : null
}

export function fromDbDate(value: unknown): DateTime | null {
  if (value === null || value === undefined) return null
  if (value instanceof Date) {
    // pg returns DATE columns as a local-midnight Date; keep the calendar day.
    return DateTime.fromObject({ year: value.getFullYear(), month: value.getMonth() + 1, day: value.getDate() }, { zone: 'utc' })
  }
  if (DateTime.isDateTime(value)) return value
  const text = String(value).slice(0, 10)
  const parsed = DateTime.fromISO(text, { zone: 'utc' })
  return parsed.isValid ? parsed : null
}

export function toBool(value: unknown) {
  return value === true || value === 1 || value === '1' || value === 't' || value === 'true'
}

export function toNumber(value: unknown) {
  return typeof value === 'number' ? value : Number(value ?? 0)
}

export function parseJsonList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String)
  if (typeof value !== 'string') return []
  try {
    const parsed = JSON.parse(value)
    return Array.isArray(parsed) ? parsed.map(String) : []
  } catch {
    return []
  }
}

/** Text for a LIKE pattern, with the pattern characters removed (portable: no ESCAPE clause). */
export function likeText(value: string) {
  return value.replace(/[%_\\]/g, ' ').trim().toLowerCase()
}

/** A lowercase `like` pattern for a search text, with the wildcard characters escaped (use with LIKE). */
export function likePattern(text: string) {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

/* Portable case-insensitive match (SQLite and PostgreSQL): lower(column) like ? escape '\'. */
export const LIKE = "like ? escape '\\'"

/** The affected-row count of an UPDATE/DELETE, as knex returns it on either database. */
export function affectedRows(result: unknown): number {
  if (typeof result === 'number') return result
  if (Array.isArray(result)) return typeof result[0] === 'number' ? result[0] : result.length
  return Number(result ?? 0)
}
