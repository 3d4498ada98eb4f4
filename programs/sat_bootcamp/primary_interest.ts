import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { User, parsePrimaryInterest } from '#modules/identity/index'
import { PROGRAM_SLUG } from './constants.js'

/*
 * spec 001 §5.5 primary interest sources 'sat-invitation' and 'sat-friend-reserved-series'.
 * Decision (README): filled in only when the person has none yet; it is theirs to change.
 */
export async function fillSatPrimaryInterest(
  trx: TransactionClientContract,
  userId: number,
  type: 'learner' | 'tutor',
  source: 'sat-invitation' | 'sat-friend-reserved-series'
): Promise<boolean> {
  const user = await User.findOrFail(userId, { client: trx })
  if (user.primaryInterest) return false
  const parsed = parsePrimaryInterest({
    type: type === 'tutor' ? 'tutor' : 'learn',
    interest: 'sat',
    format: 'program',
    programSlug: PROGRAM_SLUG,
    worldSlug: null,
    source,
  })
  if (!parsed.ok) return false
  user.primaryInterest = parsed.value
  await user.save()
  return true
}
