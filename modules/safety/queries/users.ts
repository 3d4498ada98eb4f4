import { User } from '#modules/identity/index'

/** Which of these ids are accounts (a report names only people who exist). */
export async function existingUserIds(ids: number[]): Promise<number[]> {
  if (ids.length === 0) return []
  const users = await User.query().whereIn('id', [...new Set(ids)]).select('id')
  return users.map((user) => user.id)
}
