import { DateTime } from 'luxon'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import { User, type Viewer } from '#modules/identity/index'
import { adultBirthCutoff, bucketFromRoles, seesAllHostAges, type AgeBucket } from '../buckets.js'

/*
 * The list twin of SessionPolicy.view (session_policy.ts): "the sessions this viewer may see",
 * as SQL. spec 000 §6.4, spec 001 §5.4: staff (admin:basic) see every session; an approved host
 * sees their own sessions; everyone else sees a session when they may see its world (a public
 * world, or membership) and their age bucket is compatible with the primary host's (buckets.ts).
 *
 * Lists differ from the policy in two documented ways (tests/unit/session_scope.spec.ts checks
 * everything else agrees): sessions of deleted worlds are never listed, and unlisted worlds are
 * never listed (worlds context), so explore leaves their sessions out except for staff, who see
 * every session; a list of one given world
 * (its own page, `includeUnlisted`) includes them, as the world itself is open to anyone who has
 * its address.
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

type AnyQuery = DatabaseQueryBuilderContract<any> | ModelQueryBuilderContract<any, any>

/**
 * Adds the rule to a query over `tutoring_sessions` joined with `worlds as w` and the primary
 * host `users as h` (queries/explore.ts sessionsWithJoins, which also drops deleted worlds).
 */
export function whereViewerMaySee(
  query: AnyQuery,
  viewer: SessionViewer,
  now: DateTime = DateTime.utc(),
  options: { includeUnlisted?: boolean } = {}
) {
  if (viewer.isStaff) return query
  const q = query as DatabaseQueryBuilderContract<any>
  const userId = viewer.userId
  // The listing rule (not a permission): unlisted worlds stay out of lists of several worlds.
  if (!options.includeUnlisted) q.whereNot('w.visibility', 'unlisted')
  q.where((rule) => {
    rule.where((open) => {
      open.where((world) => {
        world.whereIn('w.visibility', ['public', 'unlisted'])
        if (userId) {
          world.orWhereExists((m) =>
            m.from('world_members as wm').whereColumn('wm.world_id', 'w.id').where('wm.user_id', userId).whereNull('wm.left_at')
          )
        }
      })
      if (!seesAllHostAges(viewer.bucket, viewer.roles)) {
        open.whereNotNull('h.date_of_birth').where('h.date_of_birth', '<=', adultBirthCutoff(now))
      }
    })
    if (userId) {
      rule.orWhereExists((hosts) =>
        hosts
          .from('session_hosts as vh')
          .whereColumn('vh.session_id', 'tutoring_sessions.id')
          .where('vh.user_id', userId)
          .whereNotNull('vh.approved_at')
          .whereNull('vh.deleted_at')
      )
    }
  })
  return query
}
