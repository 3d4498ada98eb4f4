import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { TutoringSession } from '#modules/tutoring/index'
import { World } from '#modules/worlds/index'
import { sqlInstant } from './sql.js'
import Series from '../models/series.js'
import SeriesHost from '../models/series_host.js'
import SeriesRegistration from '../models/series_registration.js'
import SeriesReservation from '../models/series_reservation.js'
import SeriesTemplate from '../models/series_template.js'

/*
 * Reads of the series context shared by actions and pages.
 */

/** The series (not deleted) or null; a malformed id is simply not found. */
export async function findSeries(id: unknown): Promise<Series | null> {
  const numeric = typeof id === 'number' ? id : Number(id)
  if (!Number.isSafeInteger(numeric) || numeric <= 0) return null
  return Series.find(numeric)
}

const worlds = new WeakMap<Series, Promise<World | null>>()

/**
 * The series' world (null when deleted). Read once per series instance: the policy and the page
 * of one request both need it.
 */
export function worldOf(series: Series): Promise<World | null> {
  let world = worlds.get(series)
  if (!world) {
    world = World.find(series.worldId)
    worlds.set(series, world)
  }
  return world
}

/** The template a series was made from, even if the template was retired (soft-deleted) since. */
export async function templateOf(series: Pick<Series, 'seriesTemplateId'>): Promise<SeriesTemplate | null> {
  if (!series.seriesTemplateId) return null
  return SeriesTemplate.query().withScopes((scopes) => scopes.withDeleted()).where('id', series.seriesTemplateId).first()
}

/** Approved, not removed hosts of a series, main host first. */
export async function approvedHosts(seriesId: number): Promise<SeriesHost[]> {
  return SeriesHost.query()
    .where('series_id', seriesId)
    .whereNotNull('approved_at')
    .orderByRaw("CASE WHEN role = 'main' THEN 0 ELSE 1 END")
    .orderBy('id')
}

export async function isApprovedHost(seriesId: number, userId: number): Promise<boolean> {
  const row = await SeriesHost.query().where('series_id', seriesId).where('user_id', userId).whereNotNull('approved_at').first()
  return row !== null
}

/** The learner's current (not withdrawn) registration, or null. */
export async function activeRegistration(seriesId: number, userId: number): Promise<SeriesRegistration | null> {
  return SeriesRegistration.query().where('series_id', seriesId).where('user_id', userId).whereNull('withdrawn_at').first()
}

/** Active reservations of a series (expired_at in the future). */
export async function activeReservations(seriesId: number, now: DateTime = DateTime.utc()): Promise<SeriesReservation[]> {
  return SeriesReservation.query().where('series_id', seriesId).where('expired_at', '>', sqlInstant(db.connection(), now)).orderBy('expired_at')
}

/** A reservation of the series (any state), or null: a malformed id is simply not found. */
export async function reservationIn(seriesId: number, reservationId: unknown): Promise<SeriesReservation | null> {
  return SeriesReservation.query()
    .where('id', Number(reservationId) || 0)
    .where('series_id', seriesId)
    .first()
}

/** The person's active reservation in a series (by account or by the email it was made for). */
export async function reservationFor(seriesId: number, user: { id: number; email: string }, now: DateTime = DateTime.utc()) {
  return SeriesReservation.query()
    .where('series_id', seriesId)
    .where('expired_at', '>', sqlInstant(db.connection(), now))
    .where((query) => query.where('user_id', user.id).orWhere('user_email', user.email.toLowerCase()))
    .orderBy('expired_at', 'desc')
    .first()
}

/** Sessions of a series in schedule order (not deleted; canceled ones included, marked). */
export function sessionsOf(seriesId: number) {
  return TutoringSession.query().where('series_id', seriesId).orderBy('start_date').orderBy('id')
}

/** When the series' first session (not canceled) starts, or null when it has none. */
export async function firstSessionStart(seriesId: number, client?: QueryClientContract): Promise<DateTime | null> {
  const first = await TutoringSession.query(client ? { client } : {}).where('series_id', seriesId).whereNull('canceled_at').orderBy('start_date').orderBy('id').first()
  return first?.startDate ?? null
}

/** A page of the series' schedule. */
export function sessionsPage(seriesId: number, page: number, perPage: number) {
  return sessionsOf(seriesId).paginate(page, perPage)
}

/** Sessions of a series that have not started yet and are not canceled. */
export async function futureSessionIds(seriesId: number, now: DateTime = DateTime.utc()): Promise<number[]> {
  const rows = await TutoringSession.query()
    .where('series_id', seriesId)
    .where('start_date', '>', sqlInstant(db.connection(), now))
    .whereNull('canceled_at')
    .orderBy('start_date')
    .select('id')
  return rows.map((row) => row.id)
}

/** Seats a new learner could take (registrations and active reservations both hold seats). */
export async function seatsLeftIn(series: Pick<Series, 'id' | 'maxLearners' | 'seatsTaken'>, now: DateTime = DateTime.utc()) {
  const row = await db
    .from('series_reservations')
    .where('series_id', series.id)
    .whereNull('deleted_at')
    .where('expired_at', '>', sqlInstant(db.connection(), now))
    .count('* as total')
    .first()
  return Math.max(0, series.maxLearners - series.seatsTaken - Number(row?.total ?? 0))
}

/** Current registrations of the learner in other open series of the same template. */
export async function registrationsInTemplate(trx: QueryClientContract, templateId: number, userId: number, exceptSeriesId: number, now: DateTime) {
  const row = await trx
    .from('series_registrations as r')
    .join('series as s', 's.id', 'r.series_id')
    .where('s.series_template_id', templateId)
    .where('r.user_id', userId)
    .whereNot('s.id', exceptSeriesId)
    .whereNull('r.withdrawn_at')
    .whereNull('r.deleted_at')
    .whereNull('s.deleted_at')
    .where((query) => query.whereNull('s.closed_at').orWhere('s.closed_at', '>', sqlInstant(trx, now)))
    .count('* as total')
    .first()
  return Number(row?.total ?? 0)
}
