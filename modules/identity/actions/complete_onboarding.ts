import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import User from '../models/user.js'
import { assignRole } from './assign_role.js'
import type { OnboardingDetails } from '../models/user.js'
import type { PrimaryInterest } from '../primary_interest.js'

/**
 * Stores the onboarding answers and finishes onboarding. Decision: until the staff setting
 * require-registration-account-approval exists (site settings), a finished onboarding is
 * approved automatically, recorded with source 'onboarding' so it can be audited.
 */
export async function completeOnboarding(userId: number, details: OnboardingDetails, primaryInterest: PrimaryInterest) {
  await db.transaction(async (trx) => {
    const user = await User.query({ client: trx }).where('id', userId).forUpdate().firstOrFail()
    if (user.isOnboarded) return
    user.onboardingDetails = details
    user.primaryInterest = primaryInterest
    user.onboardedAt = DateTime.utc()
    await user.save()
    await assignRole({ userId, role: 'approved', byUserId: null, source: 'onboarding' }, trx)
  })
}
