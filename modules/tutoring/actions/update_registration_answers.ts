import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { FormValues } from '#modules/forms/shared/index'
import SessionRegistration from '../models/session_registration.js'
import TutoringSession from '../models/tutoring_session.js'
import { SESSION_QUESTIONNAIRE_MESSAGES, answersEditable, withAnswers } from '../questionnaire.js'
import type { Outcome } from '../messages.js'

/**
 * Replaces a registrant's questionnaire answers (issue 21 §3), validated by the caller. Refused
 * once the registration is gone or the session started (checked again in the transaction).
 */
export async function updateRegistrationAnswers(sessionId: number, userId: number, answers: FormValues, now = DateTime.utc()): Promise<Outcome> {
  return db.transaction(async (trx): Promise<Outcome> => {
    const registration = await SessionRegistration.query({ client: trx }).where('session_id', sessionId).where('user_id', userId).whereNull('deleted_at').forUpdate().first()
    if (!registration) return { ok: false, reason: SESSION_QUESTIONNAIRE_MESSAGES.notRegistered }
    const session = await TutoringSession.query({ client: trx }).where('id', sessionId).first()
    if (!session || !answersEditable(session.startDate, now)) return { ok: false, reason: SESSION_QUESTIONNAIRE_MESSAGES.started }
    registration.useTransaction(trx)
    registration.details = withAnswers(registration.details ?? {}, answers, now)
    await registration.save()
    return { ok: true }
  })
}
