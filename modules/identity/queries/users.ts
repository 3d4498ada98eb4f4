import User from '../models/user.js'

/** An account by username, whatever its case (usernames are unique case-insensitively), or null. */
export async function findUserByUsername(username: string): Promise<User | null> {
  return User.query().whereRaw('lower(username) = ?', [username.toLowerCase()]).first()
}
