import db from '@adonisjs/lucid/services/db'
import { fromDbTime } from '#app/support/database/values'
import { commentLabel } from '../rubric.js'
import type { DateTime } from 'luxon'

/*
 * Featured audits (spec 001 §3.5 tutor_audit_featured): reviews a mentor chose as examples, shown
 * to reviewers on their queue and to mentors. An example carries the overall rating and the one
 * comment the mentor featured, nothing else: no session title, no tutor or reviewer name, never
 * the private escalation comment.
 */
export type FeaturedExample = { auditId: number; rating: string; commentLabel: string; comment: string; featuredAt: DateTime }

export async function featuredExamples(limit = 10): Promise<FeaturedExample[]> {
  const rows = await db
    .from('tutor_audit_featured as f')
    .join('tutor_audits as a', 'a.id', 'f.tutor_audit_id')
    .orderBy('f.id', 'desc')
    .limit(limit)
    .select('a.id', 'a.rating', 'a.details', 'f.comment_key', 'f.created_at')
  return rows.flatMap((row: any) => {
    const details = JSON.parse(row.details ?? '{}') as { version?: string; answers?: Record<string, unknown> }
    const comment = details.answers?.[row.comment_key]
    const label = commentLabel(row.comment_key, details.version)
    if (typeof comment !== 'string' || comment.trim() === '' || label === null) return []
    return [{ auditId: Number(row.id), rating: row.rating as string, commentLabel: label, comment, featuredAt: fromDbTime(row.created_at)! }]
  })
}

/** Which of these audits are featured, with the featured comment's key. */
export async function featuredKeysOf(auditIds: number[]): Promise<Map<number, string>> {
  if (auditIds.length === 0) return new Map()
  const rows = await db.from('tutor_audit_featured').whereIn('tutor_audit_id', auditIds).select('tutor_audit_id', 'comment_key')
  return new Map(rows.map((row: any) => [Number(row.tutor_audit_id), row.comment_key as string]))
}

/** The learners registered in a session (names and usernames): a featured comment must name none. */
export async function learnersOf(sessionId: number): Promise<{ name: string; username: string }[]> {
  return db.from('session_registrations as r').join('users as u', 'u.id', 'r.user_id').where('r.session_id', sessionId).select('u.name', 'u.username')
}
