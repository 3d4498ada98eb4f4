import { DateTime } from 'luxon'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import { User, ageBucket, type Viewer } from '#modules/identity/index'
import { adultBirthCutoff, bucketFromRoles, bucketsCompatible, seesAllHostAges, type AgeBucket } from '../buckets.js'

/*
 * Who may view a session (spec 000 §6.4, spec 001 §5.4): world visibility (a public world, or
 * membership of the world) and, unless bypassed, an age bucket compatible with the tutor
 * (see buckets.ts), or being an approved host of the session. Bypass: staff (admin:basic).
 *
 * Lists apply the same rule in SQL: sessions of public worlds and of the worlds the viewer is a
 * member of. Unlisted worlds are never listed (worlds context), so explore leaves their sessions
 * out; a list of one given world (its own page) includes them, as the world itself is open to
 * anyone who has its address.
 */
export type SessionViewer = {
  userId: number | null
  roles: ReadonlySet<string>
  bucket: AgeBucket | null
  isStaff: boolean
  timezone: string
}

export const VISITOR: SessionViewer = { userId: null, roles: new Set(), bucket: null, isStaff: false, timezone: 'UTC' }

export function sessionViewerOf(viewer: Viewer): SessionViewer {
  if (!viewer) return VISITOR
  return {
    userId: viewer.user.id,
    roles: viewer.roles,
    bucket: bucketFromRoles(viewer.roles),
    isStaff: viewer.roles.has('admin:basic'),
    timezone: viewer.user.timezone || 'UTC',
  }
}

/** Loads a viewer by id (for callers outside HTTP, e.g. another context's list). */
export async function loadSessionViewer(userId: number | null | undefined): Promise<SessionViewer> {
  if (!userId) return VISITOR
  const user = await User.find(userId)
  if (!user) return VISITOR
  return sessionViewerOf({ user, roles: await user.roles() })
}

/** The detail-page decision, once the world check is known. */
export function mayViewSession(input: {
  viewer: SessionViewer
  worldVisible: boolean
  hostDateOfBirth: DateTime | null
  viewerIsApprovedHost: boolean
}): boolean {
  const { viewer } = input
  if (viewer.isStaff || input.viewerIsApprovedHost) return true
  if (!input.worldVisible) return false
  const hostBucket = ageBucket(input.hostDateOfBirth) as AgeBucket | null
  return bucketsCompatible(viewer.bucket, hostBucket, viewer.roles)
}

type AnyQuery = DatabaseQueryBuilderContract<any> | ModelQueryBuilderContract<any, any>

/**
 * Adds the list rule to a query over `tutoring_sessions` joined with `worlds as w` and the
 * primary host `users as h`.
 */
export function whereViewerMaySee(
  query: AnyQuery,
  viewer: SessionViewer,
  now: DateTime = DateTime.utc(),
  options: { includeUnlisted?: boolean } = {}
) {
  const q = query as DatabaseQueryBuilderContract<any>
  if (viewer.isStaff) return query
  q.where((sub) => {
    if (options.includeUnlisted) sub.whereIn('w.visibility', ['public', 'unlisted'])
    else sub.where('w.visibility', 'public')
    if (viewer.userId) {
      sub.orWhereExists((m) =>
        m
          .from('world_members as wm')
          .whereColumn('wm.world_id', 'w.id')
          .where('wm.user_id', viewer.userId!)
          .whereNull('wm.left_at')
      )
    }
  })
  if (!seesAllHostAges(viewer.bucket, viewer.roles)) {
    q.where((sub) => {
      sub.where((adult) => adult.whereNotNull('h.date_of_birth').where('h.date_of_birth', '<=', adultBirthCutoff(now)))
      if (viewer.userId) {
        sub.orWhereExists((hosts) =>
          hosts
            .from('session_hosts as vh')
            .whereColumn('vh.session_id', 'tutoring_sessions.id')
            .where('vh.user_id', viewer.userId!)
            .whereNotNull('vh.approved_at')
            .whereNull('vh.deleted_at')
        )
      }
    })
  }
  return query
}
