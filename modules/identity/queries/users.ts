import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import User from '../models/user.js'

/** An account by username, whatever its case (usernames are unique case-insensitively), or null. */
export async function findUserByUsername(username: string): Promise<User | null> {
  return User.query().whereRaw('lower(username) = ?', [username.toLowerCase()]).first()
}

/**
 * The names other people see (User.displayName: first name and last initial for minors) of these
 * accounts, by id; nulls and repeats are skipped. One query. `withDeleted` includes deleted
 * accounts (they read "DELETED USER"); without it they are left out.
 */
export async function displayNamesOf(userIds: ReadonlyArray<number | null>, { withDeleted = false } = {}): Promise<Map<number, string>> {
  const ids = [...new Set(userIds.filter((id): id is number => id !== null))]
  if (ids.length === 0) return new Map()
  const query = User.query().whereIn('id', ids)
  if (withDeleted) query.withScopes((scopes) => scopes.withDeleted())
  const users = await query
  return new Map(users.map((user) => [user.id, user.displayName]))
}

/**
 * The id of the account that holds an email address, deleted accounts included (the address
 * stays theirs, and unique, until the retention rule erases it), or null when it is free.
 */
export async function emailHolder(email: string, options: { client?: QueryClientContract } = {}): Promise<number | null> {
  const row = await User.query({ client: options.client })
    .withScopes((scopes) => scopes.withDeleted())
    .where('email', email.trim().toLowerCase())
    .select('id')
    .first()
  return row?.id ?? null
}
