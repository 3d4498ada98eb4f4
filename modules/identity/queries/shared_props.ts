import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { viewerOf } from '../viewer.js'
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
 * dismissed (spec 000 §2.6). Two small queries at most per request.
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
  const now = DateTime.utc().toSQL({ includeOffset: false })
  const announcement = await db
    .from('announcements')
    .whereNull('deleted_at')
    .where('starts_at', '<=', now)
    .where((q) => q.whereNull('ends_at').orWhere('ends_at', '>', now))
    .whereNotExists((q) =>
      q.from('announcement_dismissals').whereColumn('announcement_dismissals.announcement_id', 'announcements.id').where('announcement_dismissals.user_id', user.id)
    )
    .orderBy('priority', 'desc')
    .orderBy('id', 'desc')
    .select('id', 'message', 'link_label', 'link_path', 'color')
    .first()
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
    announcement: announcement
      ? {
          id: announcement.id,
          message: announcement.message,
          linkLabel: announcement.link_label,
          linkPath: announcement.link_path,
          color: announcement.color,
        }
      : null,
  }
}
