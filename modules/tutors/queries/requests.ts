import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { Topic } from '#modules/catalog/index'
import { displayNamesOf } from '#modules/identity/index'
import SessionRequest from '../models/session_request.js'
import type OneOnOneProfile from '../models/one_on_one_profile.js'
import { listedProfiles, recentRequestCounts } from './directory.js'
import { HEAVY_REQUEST_WINDOW_DAYS, isHeavilyRequested } from '../rules.js'

export type RequestRow = { request: SessionRequest; learnerName: string; tutorName: string; tutorUsername: string; topicName: string }

export const REQUESTS_PER_PAGE = 20

/** Requests of the last week to a tutor (spec 001 §5.5), within a transaction when given. */
export async function requestsInWindow(tutorUserId: number, client = db.connection()) {
  const since = DateTime.utc().minus({ days: HEAVY_REQUEST_WINDOW_DAYS }).toSQL({ includeOffset: false })!
  const row = await client.from('session_requests').where('tutor_user_id', tutorUserId).where('created_at', '>=', since).count('* as total').first()
  return Number(row?.total ?? 0)
}

/** The tutor's profile when it is listed (active, adult tutor in good standing), or null. */
export async function listedProfileOf(tutorUserId: number) {
  return listedProfiles().where('one_on_one_profiles.user_id', tutorUserId).select('one_on_one_profiles.*').first()
}

export async function offersTopic(profile: OneOnOneProfile, topicId: number) {
  const row = await db.from('one_on_one_profile_topics').where({ one_on_one_profile_id: profile.id, topic_id: topicId }).first()
  return Boolean(row)
}

/** Up to 3 other listed tutors offering the topic and not throttled (the alternatives offered). */
export async function alternativesFor(topicId: number, exceptUserId: number) {
  const profiles = await listedProfiles()
    .whereExists(
      db.from('one_on_one_profile_topics').whereColumn('one_on_one_profile_topics.one_on_one_profile_id', 'one_on_one_profiles.id').where('one_on_one_profile_topics.topic_id', topicId).select(db.raw('1'))
    )
    .whereNot('one_on_one_profiles.user_id', exceptUserId)
    .select('one_on_one_profiles.*')
    .limit(20)
  const counts = await recentRequestCounts(profiles.map((p) => p.userId))
  const open = profiles.filter((p) => !isHeavilyRequested(counts.get(p.userId) ?? 0)).slice(0, 3)
  const names = await displayNamesOf(open.map((p) => p.userId))
  const users = await db.from('users').whereIn('id', open.map((p) => p.userId)).select('id', 'username')
  const usernames = new Map(users.map((u) => [Number(u.id), String(u.username)]))
  return open.map((p) => ({ userId: p.userId, displayName: names.get(p.userId) ?? 'A tutor', username: usernames.get(p.userId) ?? '' }))
}

async function rowsOf(requests: SessionRequest[]): Promise<RequestRow[]> {
  const names = await displayNamesOf(requests.flatMap((r) => [r.userId, r.tutorUserId]), { withDeleted: true })
  const users = await db.from('users').whereIn('id', [...new Set(requests.map((r) => r.tutorUserId))]).select('id', 'username')
  const usernames = new Map(users.map((u) => [Number(u.id), String(u.username)]))
  const topics = await Topic.query().whereIn('id', [...new Set(requests.map((r) => r.topicId))])
  const topicNames = new Map(topics.map((t) => [t.id, t.name]))
  return requests.map((request) => ({
    request,
    learnerName: names.get(request.userId) ?? 'A learner',
    tutorName: names.get(request.tutorUserId) ?? 'A tutor',
    tutorUsername: usernames.get(request.tutorUserId) ?? '',
    topicName: topicNames.get(request.topicId) ?? 'A topic',
  }))
}

/** The learner's own requests, newest first (one page). */
export async function requestsBy(userId: number) {
  return rowsOf(await SessionRequest.query().where('user_id', userId).whereNull('deleted_at').orderBy('created_at', 'desc').orderBy('id', 'desc').limit(REQUESTS_PER_PAGE))
}

/** Requests to the tutor: open ones first by priority then age, then the rest newest first. */
export async function requestsTo(tutorUserId: number) {
  const open = await SessionRequest.query().where('tutor_user_id', tutorUserId).where('status', 'open').whereNull('deleted_at').orderBy('priority', 'desc').orderBy('created_at', 'asc').orderBy('id', 'asc').limit(REQUESTS_PER_PAGE)
  const rest = await SessionRequest.query().where('tutor_user_id', tutorUserId).whereNot('status', 'open').whereNull('deleted_at').orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(REQUESTS_PER_PAGE)
  return rowsOf([...open, ...rest])
}

/** Every request (staff oversight), newest first, paginated. */
export async function allRequests(page: number) {
  const result = await SessionRequest.query().whereNull('deleted_at').orderBy('created_at', 'desc').orderBy('id', 'desc').paginate(page, REQUESTS_PER_PAGE)
  const meta = result.getMeta() as { total: number; currentPage: number; lastPage: number }
  return { rows: await rowsOf(result.all()), meta: { total: meta.total, currentPage: meta.currentPage, lastPage: meta.lastPage } }
}
