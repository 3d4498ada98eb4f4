import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { hooks } from '#kernel/hooks'
import User from '../models/user.js'
import { assignRole } from './assign_role.js'
import type { OnboardingDetails } from '../models/user.js'
import type { PrimaryInterest } from '../primary_interest.js'

/**
 * Stores the onboarding answers and finishes onboarding. A finished onboarding is approved
 * automatically (source 'onboarding', so it can be audited) unless a filter vetoes it
 * ('onboarding.autoApprove': the website setting require-registration-account-approval): the
 * account then stays unreviewed (spec 001 §4.4) until staff approve or reject it.
 */
export async function completeOnboarding(userId: number, details: OnboardingDetails, primaryInterest: PrimaryInterest) {
  // Asked before the transaction: SQLite has one connection, a query beside the transaction would wait for it.
  const verdict = await hooks.ask('onboarding.autoApprove', { userId })
  const autoApprove = verdict.allowed
  await db.transaction(async (trx) => {
    const user = await User.query({ client: trx }).where('id', userId).forUpdate().firstOrFail()
    if (user.isOnboarded) return
    user.onboardingDetails = details
    user.primaryInterest = primaryInterest
    user.onboardedAt = DateTime.utc()
    await user.save()
    if (autoApprove) await assignRole({ userId, role: 'approved', byUserId: null, source: 'onboarding' }, trx)
  })
}
