import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { FormBlock } from '#modules/forms/shared/index'
import { affectedRows, sqlTime } from '#app/support/database/values'
import { SESSION_QUESTIONNAIRE_MESSAGES } from '../questionnaire.js'
import type { Outcome } from '../messages.js'

/**
 * Replaces a session's questionnaire (issue 21 §3) with blocks checked by the caller
 * (questionnaireBlocks). One guarded UPDATE: a session that started or was canceled meanwhile is
 * left unchanged. Answers already given stay as they are.
 */
export async function updateSessionQuestionnaire(sessionId: number, blocks: FormBlock[], now = DateTime.utc()): Promise<Outcome> {
  const updated = await db
    .from('tutoring_sessions')
    .where('id', sessionId)
    .whereNull('deleted_at')
    .whereNull('canceled_at')
    .where('start_date', '>', sqlTime(now))
    .update({ questionnaire: JSON.stringify(blocks), updated_at: sqlTime(now) })
  return affectedRows(updated) === 1 ? { ok: true } : { ok: false, reason: SESSION_QUESTIONNAIRE_MESSAGES.editClosed }
}
