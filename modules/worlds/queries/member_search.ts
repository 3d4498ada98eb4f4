import { LIKE, likePattern } from '#app/support/database/values'
import WorldMember from '../models/world_member.js'

/**
 * Current members whose username or shown name contains the query (mentions). The name other
 * people see hides a minor's last name, so only that shown name is matched: searching "Smith"
 * never finds "Anna S.".
 */
export async function searchMembers(worldId: number, query: string, limit: number) {
  const needle = query.toLowerCase()
  const rows = await WorldMember.query()
    .where('world_id', worldId)
    .whereNull('left_at')
    .whereHas('user', (users) => {
      users.whereNull('deleted_at').where((match) => {
        match.whereRaw(`lower(username) ${LIKE}`, [likePattern(query)]).orWhereRaw(`lower(name) ${LIKE}`, [likePattern(query)])
      })
    })
    .preload('user')
    .orderBy('id', 'asc')
    .limit(limit * 5)
  return rows
    .map((row) => row.user)
    .filter((user) => user.username.toLowerCase().includes(needle) || user.displayName.toLowerCase().includes(needle))
    .slice(0, limit)
    .map((user) => ({ userId: user.id, username: user.username, displayName: user.displayName }))
}
