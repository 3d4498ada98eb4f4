import db from '@adonisjs/lucid/services/db'
import { ensureReferralCode, recordReferral } from '#modules/recognition/index'
import { makePastSession } from '#modules/tutoring/tests/factories'
import type { User } from '#modules/identity/index'
import { createPartner, type PartnerInput } from '../actions/create_partner.js'

/* Partners test data: partners, and who brought whom through recognition's own referral actions. */
let counter = 0

export function partnerInput(patch: Partial<PartnerInput> = {}): PartnerInput {
  counter += 1
  return { name: `Test University ${counter}`, kind: 'university', link: `https://u${counter}.example.edu`, logoUrl: null, size: 'medium', ...patch }
}

export const makePartner = (patch: Partial<PartnerInput> = {}) => createPartner(partnerInput(patch))

/** Records that `referrer` brought `referred` (the referred person used the referrer's personal code). */
export async function bring(referrer: User, referred: User) {
  const code = await ensureReferralCode(referrer.id)
  if (!(await recordReferral(referred.id, code))) throw new Error('referral not recorded')
}

/** `count` ended sessions hosted by `host`. */
export async function hostSessions(host: User, count: number) {
  for (let i = 0; i < count; i++) await makePastSession({ host })
}

export async function referralOf(userId: number) {
  return db.from('referrals').join('referral_sources', 'referral_sources.id', 'referrals.referral_source_id').where('referrals.referred_user_id', userId).select('referral_sources.partner_slug', 'referrals.referrer_user_id').first()
}
