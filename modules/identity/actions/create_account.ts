import db from '@adonisjs/lucid/services/db'
import type { DateTime } from 'luxon'
import User from '../models/user.js'

export type NewAccount = { email: string; username: string; name: string; password: string; dateOfBirth: DateTime; timezone: string }

/** Creates an account from a sign-up (the email is stored lower-case; the password is hashed by the model). */
export async function createAccount(account: NewAccount): Promise<User> {
  return db.transaction(async (trx) => User.create({ ...account, email: account.email.toLowerCase() }, { client: trx }))
}
