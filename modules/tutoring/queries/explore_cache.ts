import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { publicLists, PUBLIC_TAGS } from '#app/support/cache/public_lists'
import { toNumber } from '#app/support/database/values'
import { seesAllHostAges } from '../buckets.js'
import type { SessionViewer } from '../policies/session_scope.js'
import type { Page, SessionCard } from './session_rows.js'
import { exploreChoices, exploreSessions, type ExploreFilters } from './explore.js'
import { whereUpcoming } from './conditions.js'

/*
 * Explore through the public list cache (app/support/cache/public_lists.ts, issue 19 goal 3).
 *
 * A list of sessions depends on the viewer in three ways (policies/session_scope.ts): the age
 * rule (whether they see sessions of hosts under 18), the worlds they belong to, and the sessions
 * they host; and each card says whether the viewer registered. The cached part is the list a
 * person who belongs to no world beyond the public ones and hosts nothing would see, keyed by the
 * age rule and every filter (the day range already turned into instants in the viewer's zone);
 * the registered flags are read per request for the page's cards. Staff, and anyone a
 * membership of a non-public world or an upcoming hosted session gives a list of their own, are
 * answered from the database as before.
 */
export type ExploreLists = {
  sessions: Page<SessionCard>
  choices: Awaited<ReturnType<typeof exploreChoices>>
}

/** 'all' or 'adult-hosts': the only part of a viewer the shared lists depend on. */
export function ageRuleOf(viewer: SessionViewer) {
  return seesAllHostAges(viewer.bucket, viewer.roles) ? 'all' : 'adult-hosts'
}

export function exploreCacheKey(filters: ExploreFilters, ageRule: string) {
  return `explore:${ageRule}:${JSON.stringify([
    filters.worldSlug ?? null,
    filters.worldId ?? null,
    filters.topicId ?? null,
    filters.from?.toISO() ?? null,
    filters.until?.toISO() ?? null,
    filters.language ?? null,
    filters.openSeats ?? false,
    filters.text ?? null,
    filters.format ?? null,
    filters.page ?? 1,
    filters.perPage ?? null,
  ])}`
}

/**
 * Whether the viewer's list differs from the shared one beyond the age rule: a membership of an
 * unlisted or membership world (its sessions and its name in the world choices), or an approved
 * host row on an upcoming session. One statement.
 */
async function hasOwnListing(userId: number, now: DateTime) {
  const row = await db
    .from('users')
    .where('users.id', userId)
    .where((own) => {
      own
        .whereExists((member) => {
          member
            .from('world_members as wm')
            .join('worlds as ow', 'ow.id', 'wm.world_id')
            .where('wm.user_id', userId)
            .whereNull('wm.left_at')
            .whereNull('ow.deleted_at')
            .whereNot('ow.visibility', 'public')
        })
        .orWhereExists((hosting) => {
          hosting
            .from('session_hosts as vh')
            .join('tutoring_sessions', 'tutoring_sessions.id', 'vh.session_id')
            .where('vh.user_id', userId)
            .whereNotNull('vh.approved_at')
            .whereNull('vh.deleted_at')
            .whereNull('tutoring_sessions.deleted_at')
          whereUpcoming(hosting, now)
        })
    })
    .select('users.id')
    .first()
  return Boolean(row)
}

async function registeredAmong(userId: number, sessionIds: number[]) {
  if (sessionIds.length === 0) return new Set<number>()
  const rows = await db
    .from('session_registrations')
    .where('user_id', userId)
    .whereIn('session_id', sessionIds)
    .whereNull('deleted_at')
    .select('session_id')
  return new Set(rows.map((row: any) => toNumber(row.session_id)))
}

async function uncached(filters: ExploreFilters, viewer: SessionViewer, now: DateTime): Promise<ExploreLists> {
  const sessions = await exploreSessions(filters, viewer, now)
  return { sessions, choices: await exploreChoices(viewer, now) }
}

/** Whether this viewer's lists may come from the shared cache (see above). */
async function sharesPublicLists(viewer: SessionViewer, now: DateTime) {
  if (!publicLists.enabled || viewer.isStaff) return false
  return !viewer.userId || !(await hasOwnListing(viewer.userId, now))
}

async function withRegistered(viewer: SessionViewer, page: Page<SessionCard>): Promise<Page<SessionCard>> {
  if (!viewer.userId) return page
  const registered = await registeredAmong(
    viewer.userId,
    page.data.map((card) => card.id)
  )
  return { ...page, data: page.data.map((card) => ({ ...card, registered: registered.has(card.id) })) }
}

/** Explore's sessions and filter choices for this viewer, from the shared cache where they allow it. */
export async function exploreLists(filters: ExploreFilters, viewer: SessionViewer, now: DateTime = DateTime.utc()): Promise<ExploreLists> {
  if (!(await sharesPublicLists(viewer, now))) return uncached(filters, viewer, now)
  // The shared list is the one this viewer would see with no account of their own.
  const anonymous: SessionViewer = { ...viewer, userId: null }
  const shared = await publicLists.remember(exploreCacheKey(filters, ageRuleOf(viewer)), [PUBLIC_TAGS.sessions], () =>
    uncached(filters, anonymous, DateTime.utc())
  )
  return { ...shared, sessions: await withRegistered(viewer, shared.sessions) }
}

/**
 * One world's (or topic's) upcoming sessions for this viewer (world pages, other contexts' lists),
 * from the shared cache where the viewer allows it; tagged with the world too.
 */
export async function upcomingSessionsPage(
  filters: ExploreFilters,
  viewer: SessionViewer,
  options: { registered?: boolean } = {},
  now: DateTime = DateTime.utc()
): Promise<Page<SessionCard>> {
  if (!(await sharesPublicLists(viewer, now))) return exploreSessions(filters, viewer, now)
  const anonymous: SessionViewer = { ...viewer, userId: null }
  const tags = [PUBLIC_TAGS.sessions, ...(filters.worldId ? [PUBLIC_TAGS.world(filters.worldId)] : [])]
  const shared = await publicLists.remember(`upcoming:${exploreCacheKey(filters, ageRuleOf(viewer))}`, tags, () =>
    exploreSessions(filters, anonymous, DateTime.utc())
  )
  // Without the flags (a caller that does not show them), cards say registered: false.
  return options.registered === false ? shared : withRegistered(viewer, shared)
}
