import db from '@adonisjs/lucid/services/db'
import { User } from '#modules/identity/index'
import Idea from '../models/idea.js'
import type { IdeaSort, IdeaStatus } from '../shared/statuses.js'

export const IDEAS_PAGE_SIZE = 20

/** The board: ideas that are not deleted, by votes (top) or newest first, optionally by status. */
export async function boardIdeas(sort: IdeaSort, status: IdeaStatus | null, page: number) {
  const query = Idea.query()
  if (status) query.where('status', status)
  if (sort === 'top') query.orderBy('vote_count', 'desc')
  const paginator = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').paginate(page, IDEAS_PAGE_SIZE)
  return { ideas: paginator.all(), meta: { total: paginator.total, currentPage: paginator.currentPage, lastPage: paginator.lastPage } }
}

/** The names the board shows for these ideas' authors (display names: minors' are shortened). */
export async function authorNames(ideas: readonly Idea[]): Promise<Map<number, string>> {
  const ids = [...new Set(ideas.map((idea) => idea.userId))]
  if (ids.length === 0) return new Map()
  const users = await User.query().withScopes((scopes) => scopes.withDeleted()).whereIn('id', ids)
  return new Map(users.map((user) => [user.id, user.displayName]))
}

/** Which of these ideas the viewer has upvoted. */
export async function votedIdeaIds(userId: number | null, ideas: readonly Idea[]): Promise<Set<number>> {
  if (userId === null || ideas.length === 0) return new Set()
  const rows = await db
    .from('idea_votes')
    .where('user_id', userId)
    .whereIn('idea_id', ideas.map((idea) => idea.id))
    .select('idea_id')
  return new Set(rows.map((row: { idea_id: number }) => row.idea_id))
}

export async function findIdea(id: number | null) {
  return id === null ? null : Idea.find(id)
}
