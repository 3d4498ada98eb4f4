import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { isUniqueViolation } from '#app/support/database/errors'
import { sqlTime } from '#app/support/database/values'
import { KEY_CLUB_MESSAGES, normaliseCode } from '../constants.js'
import { KeyClubInputError } from '../errors.js'
import { codeInUse } from '../queries/codes.js'

/** Staff add a district (spec 001 §3.6 key_club_district: name, code). Codes are unique across districts and clubs. */
export async function createDistrict(input: { name: string; code: string }): Promise<number> {
  const code = normaliseCode(input.code)
  try {
    return await db.transaction(async (trx) => {
      if (await codeInUse(code, trx)) throw new KeyClubInputError('code', KEY_CLUB_MESSAGES.codeTaken)
      const now = sqlTime(DateTime.utc())
      const [row] = await trx.table('key_club_districts').insert({ name: input.name.trim(), code, created_at: now, updated_at: now }).returning('id')
      return Number(typeof row === 'object' ? row.id : row)
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new KeyClubInputError('code', KEY_CLUB_MESSAGES.codeTaken)
    throw error
  }
}
