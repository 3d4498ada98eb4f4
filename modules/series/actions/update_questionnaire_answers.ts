import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { FormValues } from '#modules/forms/shared/index'
import SeriesRegistration from '../models/series_registration.js'
import { SERIES_MESSAGES } from '../messages.js'
import { QUESTIONNAIRE_MESSAGES, answersEditable, withAnswers } from '../questionnaire.js'
import { firstSessionStart } from '../queries/series_queries.js'
import type { SeriesResult } from './register_for_series.js'

/**
 * Replaces a learner's questionnaire answers (issue 21 §3), validated by the caller. Refused once
 * the registration is withdrawn or the series' first session has started (checked again here, in
 * the transaction, so a request racing the start changes nothing).
 */
export async function updateQuestionnaireAnswers(registrationId: number, answers: FormValues, now = DateTime.utc()): Promise<SeriesResult> {
  return db.transaction(async (trx): Promise<SeriesResult> => {
    const registration = await SeriesRegistration.query({ client: trx }).where('id', registrationId).forUpdate().first()
    if (!registration || registration.withdrawnAt !== null) return { ok: false, reason: SERIES_MESSAGES.notRegistered }
    if (!answersEditable(await firstSessionStart(registration.seriesId, trx), now)) return { ok: false, reason: QUESTIONNAIRE_MESSAGES.started }
    registration.useTransaction(trx)
    registration.details = withAnswers(registration.details ?? {}, answers, now)
    await registration.save()
    return { ok: true }
  })
}
