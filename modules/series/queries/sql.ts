import { type DateTime } from 'luxon'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { affectedRows } from '#app/support/database/values'

/*
 * Instants for raw SQL fragments, in the same text form Lucid stores them (UTC): SQLite compares
 * the text, PostgreSQL parses it. Query-builder `where` calls convert DateTime values themselves.
 */
export function sqlInstant(client: QueryClientContract, at: DateTime) {
  return at.toUTC().toFormat(client.dialect.dateTimeFormat)
}

/**
 * Active reservations of a series that would hold a seat against someone (spec 001 §4.3: active
 * while expired_at is in the future). `exceptUserId`/`exceptEmail` leave out the person's own
 * reservation, which their registration consumes instead of competing with.
 * Returns a SQL fragment (correlated on `series.id`) and its bindings.
 */
export function activeReservationsSql(
  client: QueryClientContract,
  now: DateTime,
  except: { userId?: number | null; email?: string | null } = {}
): { sql: string; bindings: Array<string | number> } {
  let sql =
    '(SELECT COUNT(*) FROM series_reservations r WHERE r.series_id = series.id AND r.deleted_at IS NULL AND r.expired_at > ?'
  const bindings: Array<string | number> = [sqlInstant(client, now)]
  if (except.userId) {
    sql += ' AND (r.user_id IS NULL OR r.user_id <> ?)'
    bindings.push(except.userId)
  }
  if (except.email) {
    sql += ' AND (r.user_email IS NULL OR r.user_email <> ?)'
    bindings.push(except.email.toLowerCase())
  }
  sql += ')'
  return { sql, bindings }
}


/**
 * Takes the series row's write lock for the rest of the transaction (a no-op UPDATE): every
 * capacity decision after it sees all committed registrations and reservations (PostgreSQL at
 * READ COMMITTED takes a fresh snapshot per statement; SQLite holds the database write lock).
 * Returns false when the series does not exist.
 */
export async function lockSeriesRow(trx: QueryClientContract, seriesId: number) {
  const result = await trx.from('series').where('id', seriesId).whereNull('deleted_at').update({ seats_taken: trx.raw('seats_taken') })
  return affectedRows(result) > 0
}

export async function lockTemplateRow(trx: QueryClientContract, templateId: number) {
  const result = await trx.from('series_templates').where('id', templateId).update({ slug: trx.raw('slug') })
  return affectedRows(result) > 0
}
