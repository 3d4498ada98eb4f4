import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'
import { recordUserEvent } from '#modules/recognition/index'
import { POINTS } from '#modules/recognition/shared/index'
import { mentorMoveAllowed, mentorStatusOf, type MentorStatus } from '../shared/index.js'

/**
 * A mentor claims (InProgress) or resolves a session that needs a mentor (spec 001 §3.3
 * mentor_actions, §4.3). Resolving earns spec 002 §9 "Resolve coach escalation: 4", once per
 * session (idempotent key). Null when the move is not allowed from the current status.
 */
export async function recordMentorAction(input: { sessionId: number; mentorId: number; to: 'InProgress' | 'Resolved'; comment: string | null }): Promise<MentorStatus | null> {
  return db.transaction(async (trx) => {
    const rows = await trx.from('session_mentor_actions').where('session_id', input.sessionId).orderBy('id').select('status', 'user_id', 'created_at')
    const current = mentorStatusOf(rows.map((row: any) => ({ status: row.status, userId: row.user_id, at: DateTime.utc() }))).status
    if (!mentorMoveAllowed(current, input.to)) return null
    await trx.table('session_mentor_actions').insert({ session_id: input.sessionId, user_id: input.mentorId, status: input.to, comment: input.comment, created_at: sqlTime(DateTime.utc()) })
    if (input.to === 'Resolved') {
      await recordUserEvent(
        { userId: input.mentorId, eventType: 'resolve_coach_escalation', points: POINTS.resolveCoachEscalation, sessionId: input.sessionId, idempotencyKey: `resolve_coach_escalation:${input.sessionId}` },
        { client: trx }
      )
    }
    return input.to
  })
}
