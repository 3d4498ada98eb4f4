import { displayNamesOf, User } from '#modules/identity/index'
import { TutoringSession } from '#modules/tutoring/index'
import SessionComment from '../models/session_comment.js'
import { ADMIN_PAGE_SIZE } from '../shared/index.js'

export type AdminFilter = 'all' | 'held' | 'hidden'

export type AdminCommentRow = {
  comment: SessionComment
  authorName: string
  authorUsername: string | null
  sessionTitle: string | null
  hiddenByName: string | null
}

/** The staff page's list, newest first: all comments, the held ones, or those hidden by a moderator. */
export async function commentsForStaff(filter: AdminFilter, page: number) {
  const query = SessionComment.query().orderBy('id', 'desc')
  if (filter === 'held') query.whereNotNull('hidden_at').whereNotNull('held_at').whereNull('hidden_by_user_id')
  if (filter === 'hidden') query.whereNotNull('hidden_at').whereNotNull('hidden_by_user_id')
  const paginator = await query.paginate(page, ADMIN_PAGE_SIZE)
  const comments = paginator.all()
  const userIds = comments.flatMap((comment) => [comment.userId, comment.hiddenByUserId])
  const sessionIds = [...new Set(comments.map((comment) => comment.sessionId))]
  const [names, authors, sessions] = await Promise.all([
    displayNamesOf(userIds, { withDeleted: true }),
    User.query()
      .withScopes((scopes) => scopes.withDeleted())
      .whereIn('id', [...new Set(comments.map((comment) => comment.userId))])
      .select('id', 'username'),
    sessionIds.length ? TutoringSession.query().withScopes((scopes) => scopes.withDeleted()).whereIn('id', sessionIds).select('id', 'title') : [],
  ])
  const usernames = new Map(authors.map((author) => [author.id, author.username]))
  const titles = new Map(sessions.map((session) => [session.id, session.title]))
  const rows: AdminCommentRow[] = comments.map((comment) => ({
    comment,
    authorName: names.get(comment.userId) ?? 'Someone',
    authorUsername: usernames.get(comment.userId) ?? null,
    sessionTitle: titles.get(comment.sessionId) ?? null,
    hiddenByName: comment.hiddenByUserId === null ? null : (names.get(comment.hiddenByUserId) ?? null),
  }))
  const meta = paginator.getMeta() as { currentPage: number; lastPage: number; total: number }
  return { rows, meta: { currentPage: meta.currentPage, lastPage: meta.lastPage, total: meta.total } }
}
