import { DateTime } from 'luxon'

/*
 * Instants in hand-written queries, the same on SQLite and PostgreSQL: compared as UTC
 * 'yyyy-MM-dd HH:mm:ss' strings (how Lucid writes them on SQLite; PostgreSQL casts them), read
 * back from a string (SQLite) or a Date (pg).
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
