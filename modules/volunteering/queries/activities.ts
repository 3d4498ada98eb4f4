import db from '@adonisjs/lucid/services/db'
import { type DateTime } from 'luxon'
import { LIKE, fromDbTime, likePattern } from '#app/support/database/values'
import { activityState } from '../shared/index.js'
import VolunteerActivity from '../models/volunteer_activity.js'

/** A person's hours, newest first (the "My hours" page). */
export function activitiesOf(userId: number) {
  return VolunteerActivity.query().where('user_id', userId).orderBy('date', 'desc').orderBy('id', 'desc').limit(500)
}

export type PeriodTotals = { totalSeconds: number; byType: { type: string; seconds: number }[] }

/** Approved seconds per type for a person in a period of days (issue 15 §3 "totals per person per period"). */
export async function approvedTotals(userId: number, from: DateTime, to: DateTime): Promise<PeriodTotals> {
  const rows: { type: string; seconds: unknown }[] = await db
    .from('volunteer_activities')
    .where('user_id', userId)
    .whereNotNull('approved_at')
    .whereBetween('date', [from.toISODate()!, to.toISODate()!])
    .groupBy('type')
    .orderBy('type')
    .select('type')
    .sum('duration_seconds as seconds')
  const byType = rows.map((row) => ({ type: row.type, seconds: Number(row.seconds ?? 0) }))
  return { totalSeconds: byType.reduce((sum, row) => sum + row.seconds, 0), byType }
}

/**
 * Approved seconds per person in a period of days, for many people at once (the Key Club's club
 * totals): one grouped query per 500 people. People with no approved hours are absent.
 */
export async function approvedSecondsByPerson(userIds: number[], from: DateTime, to: DateTime): Promise<Map<number, number>> {
  const totals = new Map<number, number>()
  for (let start = 0; start < userIds.length; start += 500) {
    const rows: { user_id: number; seconds: unknown }[] = await db
      .from('volunteer_activities')
      .whereIn('user_id', userIds.slice(start, start + 500))
      .whereNotNull('approved_at')
      .whereBetween('date', [from.toISODate()!, to.toISODate()!])
      .groupBy('user_id')
      .select('user_id')
      .sum('duration_seconds as seconds')
    for (const row of rows) totals.set(Number(row.user_id), Number(row.seconds ?? 0))
  }
  return totals
}

export type HoursFilters = { status: 'pending' | 'approved' | 'changes-required' | 'all'; type: string | null; from: string | null; to: string | null; q: string | null }

/** The Volunteer Hours page's rows (spec 001 §4.1 states as filters), with the person's name. */
export function hoursForReview(filters: HoursFilters) {
  const query = db
    .from('volunteer_activities')
    .join('users', 'users.id', 'volunteer_activities.user_id')
    .select('volunteer_activities.*', 'users.name as person_name', 'users.username as person_username')
  if (filters.status === 'approved') query.whereNotNull('volunteer_activities.approved_at')
  else if (filters.status === 'changes-required')
    query.whereNull('volunteer_activities.approved_at').whereNotNull('volunteer_activities.requested_changes_at').whereColumn('volunteer_activities.requested_changes_at', '>', 'volunteer_activities.last_submitted_at')
  else if (filters.status === 'pending')
    query
      .whereNull('volunteer_activities.approved_at')
      .where((inner) => inner.whereNull('volunteer_activities.requested_changes_at').orWhereColumn('volunteer_activities.requested_changes_at', '<=', 'volunteer_activities.last_submitted_at'))
  if (filters.type) query.where('volunteer_activities.type', filters.type)
  if (filters.from) query.where('volunteer_activities.date', '>=', filters.from)
  if (filters.to) query.where('volunteer_activities.date', '<=', filters.to)
  if (filters.q) query.where((inner) => inner.whereRaw(`lower(users.name) ${LIKE}`, [likePattern(filters.q!)]).orWhereRaw(`lower(users.username) ${LIKE}`, [likePattern(filters.q!)]))
  return query.orderBy('volunteer_activities.date', 'desc').orderBy('volunteer_activities.id', 'desc')
}

export type HoursRow = {
  id: number
  type: string
  user_id: number
  session_id: number | null
  date: unknown
  duration_seconds: number
  description: string
  links: string
  approved_at: unknown
  requested_changes: string | null
  requested_changes_at: unknown
  last_submitted_at: unknown
  person_name: string
  person_username: string
}

const ms = (value: unknown) => fromDbTime(value)?.toMillis() ?? null

/** spec 001 §4.1's state of a raw row. */
export function rowState(row: HoursRow) {
  return activityState({ approvedAt: ms(row.approved_at), requestedChangesAt: ms(row.requested_changes_at), lastSubmittedAt: ms(row.last_submitted_at) })
}
