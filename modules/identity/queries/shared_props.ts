import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { viewerOf } from '../viewer.js'
import { viewerCache, type CachedAnnouncement } from '../viewer_cache.js'
import { fromDbTime } from '#app/support/database/values'
import type { NavState } from '#kernel/navigation'

export type ClientUser = {
  id: number
  username: string
  displayName: string
  firstName: string
  email: string
  emailVerified: boolean
  isOnboarding: boolean
  timezone: string
  roles: string[]
  isStaff: boolean
  createdAt: string
}

export type ClientAnnouncement = {
  id: number
  message: string
  linkLabel: string | null
  linkPath: string | null
  color: string
}

/**
 * The client user shape (spec 001 §3.1, trimmed to what the frame uses), the navigation state
 * and the one announcement banner to show: the highest-priority live one this user has not
 * dismissed (spec 000 §2.6). No query for a cached viewer (viewer_cache.ts), two at most otherwise.
 */
export async function identitySharedProps(ctx: HttpContext): Promise<{
  user: ClientUser | null
  navState: NavState
  announcement: ClientAnnouncement | null
}> {
  const viewer = await viewerOf(ctx)
  if (!viewer) {
    return { user: null, navState: 'loggedOut', announcement: null }
  }
  const { user, roles } = viewer
  const announcement = await announcementFor(user.id)
  const member = user.isEmailVerified && user.isOnboarded
  return {
    user: {
      id: user.id,
      username: user.username,
      displayName: user.displayName,
      firstName: user.firstName,
      email: user.email,
      emailVerified: user.isEmailVerified,
      isOnboarding: !user.isOnboarded,
      timezone: user.timezone,
      roles: [...roles].sort(),
      isStaff: roles.has('admin:basic'),
      createdAt: user.createdAt.toISO()!,
    },
    navState: member ? 'member' : 'minimal',
    announcement,
  }
}

type AnnouncementRow = { id: number; message: string; link_label: string | null; link_path: string | null; color: string }

const toClient = (row: AnnouncementRow): ClientAnnouncement => ({
  id: Number(row.id),
  message: row.message,
  linkLabel: row.link_label,
  linkPath: row.link_path,
  color: row.color,
})

/** spec 000 §2.6: the highest-priority live banner this user has not dismissed. */
async function announcementFor(userId: number): Promise<ClientAnnouncement | null> {
  if (!viewerCache.enabled) return uncachedAnnouncementFor(userId)
  const now = Date.now()
  const list = await announcementList()
  const live = list.filter((row) => row.startsAt <= now && (row.endsAt === null || row.endsAt > now))
  if (live.length === 0) return null
  const dismissed = await dismissedBy(userId)
  const shown = live.find((row) => !dismissed.has(row.id))
  return shown ? { id: shown.id, message: shown.message, linkLabel: shown.linkLabel, linkPath: shown.linkPath, color: shown.color } : null
}

/** Banners not deleted and not ended (future ones too: they start without an invalidation), best first. */
async function announcementList(): Promise<CachedAnnouncement[]> {
  const cached = viewerCache.announcements()
  if (cached) return cached
  const stamp = viewerCache.stamp()
  const now = DateTime.utc().toSQL({ includeOffset: false })
  const rows = await db
    .from('announcements')
    .whereNull('deleted_at')
    .where((q) => q.whereNull('ends_at').orWhere('ends_at', '>', now))
    .orderBy('priority', 'desc')
    .orderBy('id', 'desc')
    .select('id', 'message', 'link_label', 'link_path', 'color', 'starts_at', 'ends_at')
  const list = rows.map((row: AnnouncementRow & { starts_at: unknown; ends_at: unknown }) => ({
    ...toClient(row),
    startsAt: fromDbTime(row.starts_at)!.toMillis(),
    endsAt: row.ends_at === null ? null : fromDbTime(row.ends_at)!.toMillis(),
  }))
  viewerCache.storeAnnouncements(stamp, list)
  return list
}

/** Dismissed banner ids, kept with the cached viewer (dismissing forgets the entry). */
function dismissedBy(userId: number): Promise<Set<number>> {
  const read = () =>
    db
      .from('announcement_dismissals')
      .where('user_id', userId)
      .select('announcement_id')
      .then((rows) => new Set(rows.map((row: { announcement_id: number }) => Number(row.announcement_id))))
  const entry = viewerCache.viewer(userId)
  if (!entry) return read()
  entry.dismissed ??= read()
  return entry.dismissed
}

async function uncachedAnnouncementFor(userId: number): Promise<ClientAnnouncement | null> {
  const now = DateTime.utc().toSQL({ includeOffset: false })
  const row: AnnouncementRow | null = await db
    .from('announcements')
    .whereNull('deleted_at')
    .where('starts_at', '<=', now)
    .where((q) => q.whereNull('ends_at').orWhere('ends_at', '>', now))
    .whereNotExists((q) =>
      q.from('announcement_dismissals').whereColumn('announcement_dismissals.announcement_id', 'announcements.id').where('announcement_dismissals.user_id', userId)
    )
    .orderBy('priority', 'desc')
    .orderBy('id', 'desc')
    .select('id', 'message', 'link_label', 'link_path', 'color')
    .first()
  return row ? toClient(row) : null
}
