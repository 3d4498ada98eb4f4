import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { sqlTime } from '#app/support/database/values'
import { kindSupports, notificationKind } from '../kinds.js'
import { isChannelLocked, type Channel } from '../shared/channels.js'

export type PreferenceChange = { kind: string; channel: Channel; enabled: boolean }

/** Whether a user may set this switch: a switchable kind, a channel it uses, not locked. */
export function isSettable({ kind: key, channel }: Pick<PreferenceChange, 'kind' | 'channel'>) {
  const kind = notificationKind(key)
  return Boolean(kind && !kind.transactional && kindSupports(kind, channel) && !isChannelLocked(channel, false))
}

/**
 * Stores the user's switches (one transaction, an upsert per switch). Each switch is stored even
 * when it equals today's default, so a later change of defaults never flips a choice someone made.
 * Answers false (and stores nothing) when any switch is not settable.
 */
export async function updateNotificationPreferences(userId: number, changes: PreferenceChange[]) {
  if (!changes.every(isSettable)) return false
  const now = sqlTime(DateTime.utc())
  await db.transaction(async (trx) => {
    for (const change of changes) {
      await trx
        .knexQuery()
        .table('notification_preferences')
        .insert({ user_id: userId, kind: change.kind, channel: change.channel, enabled: change.enabled, created_at: now, updated_at: now })
        .onConflict(['user_id', 'kind', 'channel'])
        .merge(['enabled', 'updated_at'])
    }
  })
  return true
}
