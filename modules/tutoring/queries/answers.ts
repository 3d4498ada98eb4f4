import db from '@adonisjs/lucid/services/db'
import { toNumber } from '#app/support/database/values'
import type { FormValues } from '#modules/forms/shared/index'
import { detailsObject, storedAnswers } from '../questionnaire.js'
import { DELETED_USER_NAME } from './explore.js'

export type RegistrantAnswersRow = { userId: number; name: string; answers: FormValues | null; answeredAt: string | null }

/**
 * The current registrants' questionnaire answers (issue 21 §3), in registration order, one query.
 * For the session's hosts and staff only (the caller asks SessionPolicy.viewRegistrants).
 */
export async function registrantAnswers(sessionId: number, limit = 200): Promise<RegistrantAnswersRow[]> {
  const rows = await db
    .from('session_registrations as r')
    .join('users as u', 'u.id', 'r.user_id')
    .where('r.session_id', sessionId)
    .whereNull('r.deleted_at')
    .select('r.user_id', 'r.details', 'u.name', 'u.deleted_at as user_deleted_at')
    .orderBy('r.created_at', 'asc')
    .orderBy('r.id', 'asc')
    .limit(limit)
  return rows.map((row: any) => {
    const stored = storedAnswers(detailsObject(row.details))
    return {
      userId: toNumber(row.user_id),
      name: row.user_deleted_at ? DELETED_USER_NAME : String(row.name),
      answers: stored?.answers ?? null,
      answeredAt: stored?.answeredAt || null,
    }
  })
}
