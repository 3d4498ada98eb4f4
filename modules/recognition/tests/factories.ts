import { ensureReferralCode } from '../actions/ensure_referral_code.js'
import { recordReferral } from '../actions/record_referral.js'

/** `referredId` signed up through `referrerId`'s personal link. */
export async function makeReferral(referrerId: number, referredId: number) {
  const code = await ensureReferralCode(referrerId)
  await recordReferral(referredId, code)
  return code
}
