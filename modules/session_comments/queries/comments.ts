import { ageBucket, displayNamesOf, User } from '#modules/identity/index'
import { SessionHost, SessionRegistration } from '#modules/tutoring/index'
import SessionComment from '../models/session_comment.js'
import { COMMENTS_SHOWN, type Party } from '../shared/index.js'

export type CommentRow = { comment: SessionComment; authorName: string }

export function isAdultBirth(dateOfBirth: User['dateOfBirth']) {
  const bucket = ageBucket(dateOfBirth)
  return bucket === 'age:18-to-under-21' || bucket === 'age:21-plus'
}

/**
 * A session's newest comments for a viewer: the visible ones, the viewer's own held or hidden ones
 * (marked), and every one for moderators.
 */
export async function commentsOf(sessionId: number, viewerId: number, seesHidden: boolean): Promise<CommentRow[]> {
  const query = SessionComment.query().where('session_id', sessionId).orderBy('id', 'desc').limit(COMMENTS_SHOWN)
  if (!seesHidden) query.where((q) => q.whereNull('hidden_at').orWhere('user_id', viewerId))
  const comments = await query
  const names = await displayNamesOf(comments.map((comment) => comment.userId), { withDeleted: true })
  return comments.map((comment) => ({ comment, authorName: names.get(comment.userId) ?? 'Someone' }))
}

/** The session's other learners and approved hosts, as the hold rule sees them (adult or not). */
export async function othersOf(sessionId: number, writerId: number): Promise<Party[]> {
  const [registrations, hosts] = await Promise.all([
    SessionRegistration.query().where('session_id', sessionId).select('user_id'),
    SessionHost.query().where('session_id', sessionId).whereNotNull('approved_at').select('user_id'),
  ])
  const ids = [...new Set([...registrations, ...hosts].map((row) => row.userId))].filter((id) => id !== writerId)
  if (ids.length === 0) return []
  const people = await User.query().whereIn('id', ids).select('id', 'date_of_birth')
  return people.map((person) => ({ adult: isAdultBirth(person.dateOfBirth), staff: false }))
}

export function findComment(id: number) {
  return SessionComment.find(id)
}
