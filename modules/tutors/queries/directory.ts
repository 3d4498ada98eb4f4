import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { Topic, CertificationRequest } from '#modules/catalog/index'
import { displayNamesOf } from '#modules/identity/index'
import OneOnOneProfile from '../models/one_on_one_profile.js'
import SessionRequest from '../models/session_request.js'
import { HEAVY_REQUEST_WINDOW_DAYS, isHeavilyRequested } from '../rules.js'
import { filterToUtcHours, utcHoursToSlots } from '../availability.js'
import type { DayPart, Slot, Weekday } from '../shared/availability.js'
import { RATING_FILTERS, ratingsOf, ratedTutors, type RatingFilter, type TutorRating } from './ratings.js'

export const PER_PAGE = 12

export type DirectoryFilters = {
  topic: number | null
  language: string | null
  certified: boolean
  rating: RatingFilter | null
  day: Weekday | null
  part: DayPart | null
  page: number
}

export type TutorCard = {
  userId: number
  username: string
  displayName: string
  bio: string
  languages: string[]
  topics: { id: number; name: string; certified: boolean }[]
  hostedSessions: number
  throttled: boolean
  /** Learners' rating of the sessions they hosted; null below MIN_RATINGS ratings. */
  rating: TutorRating | null
  /** When they usually tutor, in the viewer's zone. */
  availability: Slot[]
}

/** The latest date of birth of someone 18 or older today (for SQL). */
const adultCutoff = () => DateTime.utc().startOf('day').minus({ years: 18 }).toISODate()!

const heldRole = (role: string) =>
  db.from('user_roles').whereColumn('user_roles.user_id', 'users.id').whereNull('user_roles.deleted_at').where('user_roles.role', role).select(db.raw('1'))

/**
 * The active one-on-one profiles a directory shows (README "Who is listed"): the person is not
 * deleted, is 18 or older, holds the tutor role, is not revoked, flagged for a missing background
 * check or blocked. (A failed latest background check is refused when a request is made.)
 */
export function listedProfiles() {
  return OneOnOneProfile.query()
    .join('users', 'users.id', 'one_on_one_profiles.user_id')
    .where('one_on_one_profiles.is_active', true)
    .whereNull('users.deleted_at')
    .where('users.date_of_birth', '<=', adultCutoff())
    .whereExists(heldRole('tutor'))
    .whereNotExists(heldRole('tutor:revoked'))
    .whereNotExists(heldRole('flag:background_check_missing'))
    .whereNotExists(heldRole('blocked'))
}

/** Requests made to each tutor in the last week (spec 001 §5.5). */
export async function recentRequestCounts(tutorIds: number[]): Promise<Map<number, number>> {
  if (tutorIds.length === 0) return new Map()
  const since = DateTime.utc().minus({ days: HEAVY_REQUEST_WINDOW_DAYS })
  const rows = await SessionRequest.query()
    .whereIn('tutor_user_id', tutorIds)
    .where('created_at', '>=', since.toSQL({ includeOffset: false })!)
    .groupBy('tutor_user_id')
    .select('tutor_user_id')
    .count('* as total')
  return new Map(rows.map((row) => [Number(row.$extras.tutor_user_id ?? row.tutorUserId), Number(row.$extras.total)]))
}

/**
 * One page of the directory. `zone` is the viewer's time zone: the availability filter (a weekday
 * and/or a part of the day) is read in it, and each card's availability is shown in it.
 */
export async function directoryPage(filters: DirectoryFilters, zone = 'UTC') {
  const query = listedProfiles().select('one_on_one_profiles.*').orderBy('one_on_one_profiles.updated_at', 'desc').orderBy('one_on_one_profiles.id', 'desc')
  if (filters.topic) {
    query.whereExists(
      db.from('one_on_one_profile_topics').whereColumn('one_on_one_profile_topics.one_on_one_profile_id', 'one_on_one_profiles.id').where('one_on_one_profile_topics.topic_id', filters.topic).select(db.raw('1'))
    )
  }
  if (filters.language) query.where('one_on_one_profiles.languages', 'like', `%"${filters.language}"%`)
  if (filters.certified) {
    query.whereExists(
      db
        .from('certification_requests')
        .whereColumn('certification_requests.user_id', 'one_on_one_profiles.user_id')
        .whereNotNull('certification_requests.approved_at')
        .whereNull('certification_requests.deleted_at')
        .select(db.raw('1'))
    )
  }
  if (filters.rating) {
    query.whereIn('one_on_one_profiles.user_id', ratedTutors(RATING_FILTERS[filters.rating].minAverage))
  }
  if (filters.day || filters.part) {
    const hours = filterToUtcHours({ day: filters.day, part: filters.part }, zone)
    query.whereExists(
      db
        .from('one_on_one_availability_hours')
        .whereColumn('one_on_one_availability_hours.one_on_one_profile_id', 'one_on_one_profiles.id')
        .whereIn('one_on_one_availability_hours.hour_of_week', hours)
        .select(db.raw('1'))
    )
  }
  const page = await query.paginate(filters.page, PER_PAGE)
  const meta = page.getMeta() as { total: number; currentPage: number; lastPage: number }
  const cards = await cardsOf(page.all(), zone)
  return { cards, meta: { total: meta.total, currentPage: meta.currentPage, lastPage: meta.lastPage } }
}

/** Topics offered by each profile, with the certification the tutor holds for each. */
export async function offeredTopics(profiles: OneOnOneProfile[]): Promise<Map<number, { id: number; name: string; certified: boolean }[]>> {
  if (profiles.length === 0) return new Map()
  const links = await db.from('one_on_one_profile_topics').whereIn('one_on_one_profile_id', profiles.map((p) => p.id)).select('one_on_one_profile_id', 'topic_id')
  const topics = await Topic.query().whereIn('id', [...new Set(links.map((l) => Number(l.topic_id)))])
  const names = new Map(topics.map((t) => [t.id, t.name]))
  const certs = await CertificationRequest.query()
    .whereIn('user_id', profiles.map((p) => p.userId))
    .whereNotNull('approved_at')
    .whereNull('deleted_at')
    .select('user_id', 'topic_id')
  const certified = new Set(certs.map((c) => `${c.userId}:${c.topicId}`))
  const out = new Map<number, { id: number; name: string; certified: boolean }[]>()
  for (const profile of profiles) {
    const mine = links
      .filter((l) => Number(l.one_on_one_profile_id) === profile.id && names.has(Number(l.topic_id)))
      .map((l) => ({ id: Number(l.topic_id), name: names.get(Number(l.topic_id))!, certified: certified.has(`${profile.userId}:${l.topic_id}`) }))
      .sort((a, b) => a.name.localeCompare(b.name))
    out.set(profile.id, mine)
  }
  return out
}

async function cardsOf(profiles: OneOnOneProfile[], zone: string): Promise<TutorCard[]> {
  if (profiles.length === 0) return []
  const userIds = profiles.map((p) => p.userId)
  const people = await db.from('users').whereIn('id', userIds).select('id', 'username')
  const usernames = new Map(people.map((p) => [Number(p.id), String(p.username)]))
  const names = await displayNamesOf(userIds)
  const topics = await offeredTopics(profiles)
  const counts = await recentRequestCounts(userIds)
  const hosted = await db
    .from('session_hosts')
    .join('tutoring_sessions', 'tutoring_sessions.id', 'session_hosts.session_id')
    .whereIn('session_hosts.user_id', userIds)
    .whereNotNull('session_hosts.approved_at')
    .whereNull('session_hosts.deleted_at')
    .whereNull('tutoring_sessions.canceled_at')
    .whereNull('tutoring_sessions.deleted_at')
    .where('tutoring_sessions.end_date', '<', DateTime.utc().toSQL({ includeOffset: false })!)
    .groupBy('session_hosts.user_id')
    .select('session_hosts.user_id')
    .count('* as total')
  const hostedBy = new Map(hosted.map((row) => [Number(row.user_id), Number(row.total)]))
  const ratings = await ratingsOf(userIds)
  const hourRows = await db.from('one_on_one_availability_hours').whereIn('one_on_one_profile_id', profiles.map((p) => p.id)).select('one_on_one_profile_id', 'hour_of_week')
  const hoursOf = new Map<number, number[]>()
  for (const row of hourRows) hoursOf.set(Number(row.one_on_one_profile_id), [...(hoursOf.get(Number(row.one_on_one_profile_id)) ?? []), Number(row.hour_of_week)])
  return profiles.map((profile) => {
    return {
      userId: profile.userId,
      username: usernames.get(profile.userId) ?? '',
      displayName: names.get(profile.userId) ?? 'A tutor',
      bio: profile.bio,
      languages: profile.languages,
      topics: topics.get(profile.id) ?? [],
      hostedSessions: hostedBy.get(profile.userId) ?? 0,
      throttled: isHeavilyRequested(counts.get(profile.userId) ?? 0),
      rating: ratings.get(profile.userId) ?? null,
      availability: utcHoursToSlots(hoursOf.get(profile.id) ?? [], zone),
    }
  })
}


/** The topics some listed tutor offers (the directory's topic filter), by name. */
export async function offeredTopicChoices() {
  const listed = await listedProfiles().select('one_on_one_profiles.id')
  const offered = await db.from('one_on_one_profile_topics').whereIn('one_on_one_profile_id', listed.map((p) => p.id)).distinct('topic_id')
  const topics = await Topic.query().whereIn('id', offered.map((row) => Number(row.topic_id))).orderBy('name')
  return topics.map((topic) => ({ id: topic.id, name: topic.name }))
}
