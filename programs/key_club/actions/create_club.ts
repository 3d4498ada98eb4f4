import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { isUniqueViolation } from '#app/support/database/errors'
import { sqlTime } from '#app/support/database/values'
import { KEY_CLUB_MESSAGES, normaliseCode } from '../constants.js'
import { KeyClubInputError } from '../errors.js'
import { codeInUse } from '../queries/codes.js'

/** Staff add a club to a district (spec 001 §3.6 key_club_club: name, code, district). */
export async function createClub(input: { name: string; code: string; districtId: number }): Promise<number> {
  const code = normaliseCode(input.code)
  try {
    return await db.transaction(async (trx) => {
      const district = await trx.from('key_club_districts').where('id', input.districtId).select('id').first()
      if (!district) throw new KeyClubInputError('districtId', KEY_CLUB_MESSAGES.unknownDistrict)
      if (await codeInUse(code, trx)) throw new KeyClubInputError('code', KEY_CLUB_MESSAGES.codeTaken)
      const now = sqlTime(DateTime.utc())
      const [row] = await trx
        .table('key_club_clubs')
        .insert({ name: input.name.trim(), code, key_club_district_id: input.districtId, created_at: now, updated_at: now })
        .returning('id')
      return Number(typeof row === 'object' ? row.id : row)
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new KeyClubInputError('code', KEY_CLUB_MESSAGES.codeTaken)
    throw error
  }
}
