import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'
import { forgetAnnouncements } from '../viewer_cache.js'

export type ScheduledAnnouncement = {
  /** Stable: scheduling the same key again updates that banner (dismissals are kept). */
  key: string
  message: string
  linkLabel?: string | null
  linkPath?: string | null
  color?: string
  startsAt: DateTime
  endsAt: DateTime | null
  priority?: number
}

/**
 * Creates or updates an announcement banner shown between its dates (spec 000 §2.6: one shown at a
 * time, the highest priority first; dismissal stored per user). Used by programs for dated
 * banners, e.g. the summer camp's. Link paths are same-site paths only.
 */
export async function scheduleAnnouncement(announcement: ScheduledAnnouncement): Promise<void> {
  if (announcement.linkPath && !/^\/(?!\/)/.test(announcement.linkPath)) {
    throw new Error(`scheduleAnnouncement(${announcement.key}): linkPath must be a same-site path`)
  }
  const now = sqlTime(DateTime.utc())
  const values = {
    message: announcement.message,
    link_label: announcement.linkLabel ?? null,
    link_path: announcement.linkPath ?? null,
    color: announcement.color ?? 'indigo',
    starts_at: sqlTime(announcement.startsAt.toUTC()),
    ends_at: announcement.endsAt ? sqlTime(announcement.endsAt.toUTC()) : null,
    priority: announcement.priority ?? 0,
    updated_at: now,
    deleted_at: null,
  }
  await db
    .table('announcements')
    .insert({ key: announcement.key, ...values, created_at: now })
    .onConflict('key')
    .merge(values)
  forgetAnnouncements()
}
