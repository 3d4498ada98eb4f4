import db from '@adonisjs/lucid/services/db'
import { iso, fromDbTime } from '#app/support/database/values'
import { auditsReceivedBy, auditsWrittenBy } from './peer_review.js'

/**
 * A person's own peer-review data for their export: reviews of their sessions (never the private
 * escalation comment nor who wrote them), the reviews they wrote (with their own comment), and the
 * recordings they attached.
 */
export async function peerReviewDataOf(userId: number) {
  const [received, written, recordings] = await Promise.all([
    auditsReceivedBy(userId),
    auditsWrittenBy(userId),
    db.from('session_recordings').where('added_by_user_id', userId).orderBy('id').select('session_id', 'url', 'expires_at'),
  ])
  return {
    reviewsOfMySessions: received.map((audit) => ({ sessionId: audit.sessionId, answers: audit.answers, rating: audit.rating, createdAt: iso(audit.createdAt), replyComment: audit.replyComment, replyRating: audit.replyRating })),
    reviewsWritten: written.map((audit) => ({ sessionId: audit.sessionId, answers: audit.answers, rating: audit.rating, privateComment: audit.internalNotes, createdAt: iso(audit.createdAt) })),
    recordingsAttached: recordings.map((row: any) => ({ sessionId: Number(row.session_id), url: row.url, expiresAt: iso(fromDbTime(row.expires_at)) })),
  }
}
