import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import db from '@adonisjs/lucid/services/db'
import { fromDbDate } from '#app/support/database/values'
import { ageOn } from '#modules/identity/index'

/** What delivery needs to know about the person told (never sent to a browser). */
export type Recipient = {
  id: number
  email: string
  firstName: string
  emailVerified: boolean
  /** Under 18, or age unknown: the stricter defaults apply. */
  minor: boolean
  /** Verified number only: text messages go to nobody else. */
  phoneNumber: string | null
}

/** One query: the recipient, or null for a deleted account. */
export async function recipientOf(
  userId: number,
  client: QueryClientContract = db.connection()
): Promise<Recipient | null> {
  const row = await client
    .from('users')
    .where('id', userId)
    .whereNull('deleted_at')
    .select('id', 'email', 'name', 'email_verified_at', 'date_of_birth', 'phone_number', 'phone_number_verified_at')
    .first()
  if (!row) return null
  const born = fromDbDate(row.date_of_birth)
  return {
    id: row.id,
    email: row.email,
    firstName: String(row.name).trim().split(/\s+/)[0] ?? '',
    emailVerified: row.email_verified_at !== null,
    minor: born === null || ageOn(born) < 18,
    phoneNumber: row.phone_number_verified_at !== null ? row.phone_number : null,
  }
}
