import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import db from '@adonisjs/lucid/services/db'
import { toBool } from '#app/support/database/values'
import { kindSupports, type NotificationKind } from '../kinds.js'
import { defaultChannelOn, isChannelLocked, type Channel } from '../shared/channels.js'

/** The switches a user set, `kind:channel` → on/off (unset ones take the defaults). */
export type StoredPreferences = Map<string, boolean>

export async function storedPreferences(
  userId: number,
  options: { kind?: string; client?: QueryClientContract } = {}
): Promise<StoredPreferences> {
  const query = (options.client ?? db.connection())
    .from('notification_preferences')
    .where('user_id', userId)
    .select('kind', 'channel', 'enabled')
  if (options.kind) query.where('kind', options.kind)
  const rows = await query
  return new Map(rows.map((row) => [`${row.kind}:${row.channel}`, toBool(row.enabled)]))
}

/** Whether this kind reaches this user on this channel: supported, then their switch or the default. */
export function channelOn(
  preferences: StoredPreferences,
  key: string,
  kind: NotificationKind,
  channel: Channel,
  { minor }: { minor: boolean }
): boolean {
  if (!kindSupports(kind, channel)) return false
  const transactional = kind.transactional === true
  if (isChannelLocked(channel, transactional)) return true
  return preferences.get(`${key}:${channel}`) ?? defaultChannelOn(channel, { minor, transactional })
}
