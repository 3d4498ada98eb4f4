import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { sqlTime } from '#app/support/database/values'

/*
 * The outbox tables (database/migrations/0002_hook_outbox.ts): one row per event, written with
 * the caller's transaction client; deliveries are tracked per event and handler key.
 */
export const EVENTS_TABLE = 'hook_outbox_events'
export const DELIVERIES_TABLE = 'hook_outbox_deliveries'

export type OutboxEvent = { id: number; event: string; payload: unknown; settledAt: string | null }

export type RecordOptions = {
  /** An event with this key is recorded once; a second record returns null. */
  dedupeKey?: string
  /** Nothing to deliver (no handler): recorded as settled. */
  settled?: boolean
}

/** Writes an event row with `client` (the caller's transaction); its id, or null for a known dedupe key. */
export async function recordEvent(client: QueryClientContract, event: string, payload: unknown, options: RecordOptions = {}) {
  const now = sqlTime(DateTime.utc())
  const insert = client
    .knexQuery()
    .table(EVENTS_TABLE)
    .insert({
      event,
      payload: JSON.stringify(payload),
      dedupe_key: options.dedupeKey ?? null,
      created_at: now,
      settled_at: options.settled ? now : null,
    })
    .returning('id')
  // ON CONFLICT DO NOTHING (both databases): a duplicate key neither throws nor aborts the transaction.
  const rows: Array<{ id: number } | number> = options.dedupeKey ? await insert.onConflict('dedupe_key').ignore() : await insert
  if (rows.length === 0) return null
  const first = rows[0]
  return Number(typeof first === 'object' ? first.id : first)
}

export async function findEvent(eventId: number): Promise<OutboxEvent | null> {
  const row = await db.from(EVENTS_TABLE).where('id', eventId).select('id', 'event', 'payload', 'settled_at').first()
  if (!row) return null
  return { id: Number(row.id), event: String(row.event), payload: JSON.parse(String(row.payload)), settledAt: row.settled_at ?? null }
}

/** The dedupe keys among `keys` that no recorded event carries yet (for catch-up sweeps). */
export async function unrecordedKeys(keys: string[]): Promise<string[]> {
  const known = new Set<string>()
  for (let i = 0; i < keys.length; i += 500) {
    const rows = await db.from(EVENTS_TABLE).whereIn('dedupe_key', keys.slice(i, i + 500)).select('dedupe_key')
    for (const row of rows) known.add(String(row.dedupe_key))
  }
  return keys.filter((key) => !known.has(key))
}
