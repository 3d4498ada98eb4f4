import { affectedRows } from '#app/support/database/values'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { Bouncer } from '@adonisjs/bouncer'
import { hooks } from '#kernel/hooks'
import { User } from '#modules/identity/index'
import Series from '../models/series.js'
import { SERIES_MESSAGES } from '../messages.js'
import { enrollmentClosed, seriesClosed } from '../series_state.js'
import SeriesPolicy from '../policies/series_policy.js'
import { filterSubject } from '../filter_subject.js'
import { findSeries, registrationsInTemplate, templateOf } from '../queries/series_queries.js'
import { activeReservationsSql, lockSeriesRow, lockTemplateRow, sqlInstant } from '../queries/sql.js'
import { formatInstant } from '../format.js'
import type { FormValues } from '#modules/forms/shared/index'
import { detailsObject, withAnswers } from '../questionnaire.js'

/*
 * Series registration (spec 001 §3.3 series_registration, §4.3, §5.4).
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

/**
 * Registers a learner for a series (and, best effort, for each of its future sessions).
 * Refusals carry a sentence for the learner: closed, enrollment closed, SeriesPolicy.register
 * (account standing, hosts), a program's veto (`series.canRegister`), the template's window and
 * limit per learner, or a full series.
 * `answers` are the questionnaire's answers, already validated by the caller (validateForm against
 * questionnaireForm(series)); they are stored on the registration's details in the same transaction.
 */
export async function registerForSeries(seriesId: number, userId: number, answers: FormValues | null = null): Promise<SeriesResult> {
  const now = DateTime.utc()
  const series = await findSeries(seriesId)
  const user = await User.find(userId)
  if (!series || !user) return refuse(SERIES_MESSAGES.notFound)
  if (seriesClosed(series, now)) return refuse(SERIES_MESSAGES.closed)
  if (enrollmentClosed(series, now)) return refuse(SERIES_MESSAGES.enrollmentClosed)
  // Asked here, not in the controller: seeders and programs register people too.
  const allowed = await new Bouncer(user).with(SeriesPolicy).execute('register', series)
  if (!allowed.authorized) return refuse(allowed.message ?? SERIES_MESSAGES.notFound)

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
          ...(answers ? { details: JSON.stringify(withAnswers(detailsObject(existing.details), answers, now)) } : {}),
          updated_at: sqlInstant(trx, now),
        })
    } else {
      await trx.table('series_registrations').insert({
        series_id: series.id,
        user_id: userId,
        details: JSON.stringify(answers ? withAnswers({}, answers, now) : {}),
        internal_state: '{}',
        created_at: sqlInstant(trx, now),
        updated_at: sqlInstant(trx, now),
      })
    }
    // Recorded in the outbox inside the transaction: the event exists iff the registration committed.
    await hooks.emit('series.registration.created', { seriesId: series.id, userId, templateId: template?.id ?? null }, { client: trx })
    return { ok: true }
  })
  // The learner's sessions follow from the event (the series module's follow-sessions handler).
  return outcome
}
