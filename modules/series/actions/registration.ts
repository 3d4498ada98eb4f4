import { affectedRows } from '#app/support/database/values'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import logger from '@adonisjs/core/services/logger'
import { hooks, type SeriesFilterSubject } from '#kernel/hooks'
import { User, decideAccess } from '#modules/identity/index'
import { World, canViewWorld } from '#modules/worlds/index'
import { registerForSession, unregisterFromSession } from '#modules/tutoring/index'
import Series from '../models/series.js'
import type SeriesTemplate from '../models/series_template.js'
import { SERIES_MESSAGES } from '../messages.js'
import { enrollmentClosed, seriesClosed } from '../series_state.js'
import { findSeries, futureSessionIds, isApprovedHost, templateOf } from '../queries/series_queries.js'
import { activeReservationsSql, lockSeriesRow, lockTemplateRow, sqlInstant } from '../queries/sql.js'
import { formatInstant } from '../format.js'

/*
 * Series registration and withdrawal (spec 001 §3.3 series_registration, §4.3, §5.4).
 *
 * Capacity: `series.seats_taken` counts current registrations; active reservations of other
 * people also hold seats. A registration takes a seat with one guarded UPDATE
 *   seats_taken + (other people's active reservations) < max_learners
 * plus the insert, in one transaction that first locks the series row. The learner's own
 * reservation (a self reservation, or one a host made for their account or email) is consumed
 * by the registration (expired in the same transaction), so it is not counted twice.
 */
export type SeriesResult = { ok: true } | { ok: false; reason: string }

const refuse = (reason: string): SeriesResult => ({ ok: false, reason })

export function filterSubject(userId: number, series: Pick<Series, 'id'> | null, template: SeriesTemplate | null): SeriesFilterSubject {
  return {
    userId,
    seriesId: series?.id ?? null,
    templateId: template?.id ?? null,
    programSlug: template?.programSlug ?? null,
    programIteration: template?.programIteration ?? null,
    offeringSlug: template?.offeringSlug ?? null,
  }
}

/** Current registrations of the learner in other open series of the same template. */
async function registrationsInTemplate(trx: QueryClientContract, templateId: number, userId: number, exceptSeriesId: number, now: DateTime) {
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

/**
 * Registers a learner for a series (and, best effort, for each of its future sessions).
 * Refusals carry a sentence for the learner: closed, enrollment closed, a program's veto
 * (`series.canRegister`), the template's limit per learner, or a full series.
 */
export async function registerForSeries(seriesId: number, userId: number): Promise<SeriesResult> {
  const now = DateTime.utc()
  const series = await findSeries(seriesId)
  const user = await User.find(userId)
  if (!series || !user) return refuse(SERIES_MESSAGES.notFound)
  // Same standing as the route's `member` access (verified, onboarded, not suspended or rejected).
  const standing = decideAccess(
    {
      dateOfBirth: user.dateOfBirth,
      emailVerified: user.isEmailVerified,
      onboarded: user.isOnboarded,
      suspensionActions: user.suspensionActions,
      roles: await user.roles(),
    },
    'member'
  )
  if (standing !== null) return refuse(SERIES_MESSAGES.accountCannotRegister)
  const world = await World.find(series.worldId)
  if (!world || !(await canViewWorld(world, userId))) return refuse(SERIES_MESSAGES.notFound)
  if (seriesClosed(series, now)) return refuse(SERIES_MESSAGES.closed)
  if (enrollmentClosed(series, now)) return refuse(SERIES_MESSAGES.enrollmentClosed)
  if (await isApprovedHost(series.id, userId)) return refuse(SERIES_MESSAGES.hostCannotRegister)

  const template = await templateOf(series)
  // Programs veto first, so their reason (e.g. "consent needed") is the one the learner sees.
  const verdict = await hooks.ask('series.canRegister', filterSubject(userId, series, template))
  if (!verdict.allowed) return refuse(verdict.reason)
  if (template?.learnerRegistrationOpensAt && template.learnerRegistrationOpensAt > now) {
    return refuse(SERIES_MESSAGES.registrationNotOpen(formatInstant(template.learnerRegistrationOpensAt, user.timezone)))
  }
  if (template?.learnerDeadlineAt && template.learnerDeadlineAt <= now) {
    return refuse(SERIES_MESSAGES.registrationDeadlinePassed)
  }

  const email = user.email.toLowerCase()
  const outcome = await db.transaction(async (trx): Promise<SeriesResult> => {
    if (!(await lockSeriesRow(trx, series.id))) return refuse(SERIES_MESSAGES.notFound)
    const fresh = await Series.query({ client: trx }).where('id', series.id).firstOrFail()
    if (seriesClosed(fresh, now)) return refuse(SERIES_MESSAGES.closed)
    if (enrollmentClosed(fresh, now)) return refuse(SERIES_MESSAGES.enrollmentClosed)

    const existing = await trx.from('series_registrations').where('series_id', series.id).where('user_id', userId).first()
    if (existing && existing.deleted_at === null && existing.withdrawn_at === null) return refuse(SERIES_MESSAGES.alreadyRegistered)

    if (template?.maxRegistrationsPerLearner) {
      // Serialises this learner's registrations across the template's series.
      await lockTemplateRow(trx, template.id)
      const current = await registrationsInTemplate(trx, template.id, userId, series.id, now)
      if (current >= template.maxRegistrationsPerLearner) {
        return refuse(SERIES_MESSAGES.maxRegistrations(template.maxRegistrationsPerLearner, template.title))
      }
    }

    const others = activeReservationsSql(trx, now, { userId, email })
    const taken = await trx
      .from('series')
      .where('id', series.id)
      .whereNull('deleted_at')
      .whereRaw(`seats_taken + ${others.sql} < max_learners`, others.bindings)
      .update({ seats_taken: trx.raw('seats_taken + 1'), updated_at: sqlInstant(trx, now) })
    if (affectedRows(taken) !== 1) return refuse(SERIES_MESSAGES.full)

    // The learner's own reservation is used up by this registration.
    await trx
      .from('series_reservations')
      .where('series_id', series.id)
      .whereNull('deleted_at')
      .where('expired_at', '>', sqlInstant(trx, now))
      .where((query) => query.where('user_id', userId).orWhere('user_email', email))
      .update({ expired_at: sqlInstant(trx, now), updated_at: sqlInstant(trx, now) })

    if (existing) {
      // Re-registering after a withdrawal reuses the row (unique per series and learner).
      await trx
        .from('series_registrations')
        .where('id', existing.id)
        .update({
          withdrawn_at: null,
          withdrawal_source: null,
          withdrawal_reason: null,
          deleted_at: null,
          updated_at: sqlInstant(trx, now),
        })
    } else {
      await trx.table('series_registrations').insert({
        series_id: series.id,
        user_id: userId,
        details: '{}',
        internal_state: '{}',
        created_at: sqlInstant(trx, now),
        updated_at: sqlInstant(trx, now),
      })
    }
    return { ok: true }
  })
  if (!outcome.ok) return outcome

  await hooks.emit('series.registration.created', { seriesId: series.id, userId, templateId: template?.id ?? null })
  await followSessions(series.id, userId, 'register')
  return outcome
}

/**
 * Withdraws a learner: withdrawn_at now, the source (the learner by default) and an optional
 * reason; frees the seat; leaves the series' future sessions (best effort).
 */
export async function withdrawFromSeries(
  seriesId: number,
  userId: number,
  reason?: string | null,
  options: { source?: string } = {}
): Promise<SeriesResult> {
  const now = DateTime.utc()
  const series = await findSeries(seriesId)
  if (!series) return refuse(SERIES_MESSAGES.notFound)
  const cleanReason = reason?.trim() ? reason.trim().slice(0, 280) : null

  const outcome = await db.transaction(async (trx): Promise<SeriesResult> => {
    if (!(await lockSeriesRow(trx, series.id))) return refuse(SERIES_MESSAGES.notFound)
    const withdrawn = await trx
      .from('series_registrations')
      .where('series_id', series.id)
      .where('user_id', userId)
      .whereNull('withdrawn_at')
      .whereNull('deleted_at')
      .update({
        withdrawn_at: sqlInstant(trx, now),
        withdrawal_source: options.source ?? 'learner',
        withdrawal_reason: cleanReason,
        updated_at: sqlInstant(trx, now),
      })
    if (affectedRows(withdrawn) !== 1) return refuse(SERIES_MESSAGES.notRegistered)
    await trx
      .from('series')
      .where('id', series.id)
      .where('seats_taken', '>', 0)
      .update({ seats_taken: trx.raw('seats_taken - 1'), updated_at: sqlInstant(trx, now) })
    return { ok: true }
  })
  if (!outcome.ok) return outcome

  const template = await templateOf(series)
  await hooks.emit('series.registration.withdrawn', { seriesId: series.id, userId, templateId: template?.id ?? null })
  await followSessions(series.id, userId, 'unregister')
  return outcome
}

/*
 * Decision: a series registration also (un)registers the learner for each future session of the
 * series through the tutoring context. This is best effort, after the series write committed:
 * a session that refuses (full, canceled meanwhile, …) is logged and skipped, because the series
 * registration is the commitment and the session rows follow it.
 */
async function followSessions(seriesId: number, userId: number, direction: 'register' | 'unregister') {
  for (const sessionId of await futureSessionIds(seriesId)) {
    try {
      const result = direction === 'register' ? await registerForSession(sessionId, userId) : await unregisterFromSession(sessionId, userId)
      if (!result.ok) logger.info({ seriesId, sessionId, userId, direction, reason: result.reason }, 'series: a session did not follow')
    } catch (error) {
      logger.warn({ err: error, seriesId, sessionId, userId, direction }, 'series: session registration follow-up failed')
    }
  }
}
