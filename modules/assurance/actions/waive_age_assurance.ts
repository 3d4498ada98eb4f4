import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import AgeAssuranceCheck from '../models/age_assurance_check.js'
import { setAgeAssuranceRole } from './set_age_assurance_role.js'

/** Staff waive a person's age verification (role age_assurance:waived), recorded as a waived check. */
export async function waiveAgeAssurance(input: { userId: number; reviewerId: number; note: string | null }) {
  await db.transaction(async (trx) => {
    await AgeAssuranceCheck.create(
      { userId: input.userId, provider: 'staff', status: 'waived', reviewerId: input.reviewerId, reviewedAt: DateTime.utc(), reviewNote: input.note },
      { client: trx }
    )
    await setAgeAssuranceRole({ userId: input.userId, role: 'waived', byUserId: input.reviewerId, source: 'age-assurance-review' }, trx)
  })
}
