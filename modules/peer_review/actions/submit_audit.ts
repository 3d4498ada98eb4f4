import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'
import { recordUserEvent } from '#modules/recognition/index'
import { POINTS } from '#modules/recognition/shared/index'
import { auditNeedsReview, completesDoubleReview, isPoorAudit, startsDoubleReview, type AuditLevel } from '../shared/index.js'
import { ESCALATION_COMMENT, ESCALATION_QUESTION } from '../rubric.js'
import { notifyAuditReceived } from '../notifications.js'
import { forgetQuietSession } from '../queries/session_link.js'

export type AuditInput = {
  sessionId: number
  tutorId: number
  sessionTitle: string
  auditorId: number
  level: AuditLevel
  auditorVerified: boolean
  version: string
  answers: Record<string, unknown>
  durationSeconds: number | null
}

/**
 * Writes an audit (spec 001 §3.5 tutor_audit) with the auditor's points (spec 002 §9 "Session
 * audited: 4", idempotent) and the tutor's notification, in one transaction. The escalation
 * comment goes to internal_notes, out of the answers. A poor rating (§4.5) or an escalation tags
 * the session for a mentor, which asks for an experienced audit (§4.3). One audit per auditor and
 * session: a repeat changes nothing (null). The caller checked who may audit. A sampled first peer
 * audit opens a blind double review; the next peer audit of that session completes it.
 */
export async function submitAudit(input: AuditInput): Promise<{ id: number; needsReview: boolean; poor: boolean } | null> {
  const { [ESCALATION_COMMENT]: comment, rating, ...answers } = input.answers
  const ratingText = String(rating)
  const poor = isPoorAudit(ratingText, answers)
  const escalated = answers[ESCALATION_QUESTION] === 'yes'
  const internalNotes = typeof comment === 'string' && comment.trim() !== '' ? comment.trim() : null
  const needsReview = auditNeedsReview({ level: input.level, auditorVerified: input.auditorVerified })
  const now = sqlTime(DateTime.utc())
  forgetQuietSession(input.sessionId)
  return db.transaction(async (trx) => {
    const inserted = await trx
      .knexQuery()
      .table('tutor_audits')
      .insert({
        user_id: input.tutorId,
        auditor_id: input.auditorId,
        session_id: input.sessionId,
        details: JSON.stringify({ version: input.version, answers }),
        internal_notes: internalNotes,
        rating: ratingText,
        poor,
        escalated,
        is_peer_review: input.level !== 'staff',
        audit_level: input.level,
        needs_review: needsReview,
        duration_seconds: input.durationSeconds,
        created_at: now,
        updated_at: now,
      })
      .onConflict(['session_id', 'auditor_id'])
      .ignore()
      .returning('id')
    if (inserted.length === 0) return null
    const id = Number(typeof inserted[0] === 'object' ? inserted[0].id : inserted[0])
    if (poor || escalated) {
      const tagged = await trx
        .knexQuery()
        .table('session_tags')
        .insert({ session_id: input.sessionId, user_id: input.auditorId, tag: 'mentor', created_at: now, updated_at: now })
        .onConflict(['session_id', 'tag'])
        .ignore()
        .returning('id')
      // The first mentor tag opens the session's mentor log (spec 001 §4.3 NeedsMentor).
      if (tagged.length > 0) await trx.table('session_mentor_actions').insert({ session_id: input.sessionId, user_id: null, status: 'NeedsMentor', comment: escalated ? 'Escalated by a peer reviewer' : 'Poor peer-review rating', created_at: now })
    }
    // Blind double review: the second audit of a sampled session completes it; a sampled first audit opens one.
    const double = await trx.from('double_reviews as d').join('tutor_audits as a', 'a.id', 'd.first_audit_id').where('d.session_id', input.sessionId).select('d.id', 'd.second_audit_id', 'a.auditor_id').first()
    if (double) {
      if (completesDoubleReview({ open: double.second_audit_id === null, firstAuditorId: Number(double.auditor_id), auditorId: input.auditorId, level: input.level })) {
        await trx.from('double_reviews').where('id', double.id).whereNull('second_audit_id').update({ second_audit_id: id, completed_at: now })
      }
    } else {
      const others = await trx.from('tutor_audits').where('session_id', input.sessionId).whereNot('id', id).select('id').first()
      const gold = await trx.from('calibration_sessions').where('session_id', input.sessionId).select('id').first()
      if (startsDoubleReview({ auditId: id, level: input.level, firstAuditOfSession: !others, goldSession: Boolean(gold), sentToMentor: poor || escalated })) {
        await trx.table('double_reviews').insert({ session_id: input.sessionId, first_audit_id: id, created_at: now })
      }
    }
    await recordUserEvent(
      { userId: input.auditorId, eventType: 'session_audited', points: POINTS.sessionAudited, sessionId: input.sessionId, payload: { auditId: id }, idempotencyKey: `session_audited:${id}` },
      { client: trx }
    )
    await notifyAuditReceived({ tutorId: input.tutorId, auditId: id, sessionTitle: input.sessionTitle }, { client: trx })
    return { id, needsReview, poor }
  })
}
