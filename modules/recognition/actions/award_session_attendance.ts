import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'
import { hooks, type HookEvents } from '#kernel/hooks'
import { POINTS, sessionAttendedPoints, sessionHostedPoints } from '../shared/index.js'
import { recordUserEvent } from './record_user_event.js'

export type ConfirmedAttendance = HookEvents['session.attendance.confirmed']

/**
 * The points of a confirmed roster (spec 002 §9 Points): "Session attended: 1" to each present
 * learner, "Session hosted: at least 3, else 5 divided by hosts attended, rounded up" to each host
 * who attended (10 to a learner of a recommended new-tutor onboarding session, which training
 * marks), and the referral bonus ("10 points each") on a referred person's first attended
 * session. One transaction per person and an idempotency key per award, so a run killed halfway
 * keeps what it committed and its retry adds only what is missing (never twice).
 */
export async function awardSessionAttendance(attendance: ConfirmedAttendance): Promise<void> {
  const { sessionId } = attendance
  const hosts = [...new Set(attendance.hostUserIds)]
  const hosted = sessionHostedPoints(hosts.length)
  const onboardingMarks = await hooks.outlet('session.onboarding', { sessionId })
  const onboarding = onboardingMarks.length > 0
  const attended = sessionAttendedPoints(onboarding)
  for (const userId of new Set(attendance.presentUserIds)) {
    if (hosts.includes(userId)) continue
    await db.transaction(async (trx) => {
      const key = `session_attended:${sessionId}:${userId}`
      const payload = onboarding ? { onboarding: true } : undefined
      await recordUserEvent({ userId, eventType: 'session_attended', points: attended, sessionId, payload, idempotencyKey: key }, { client: trx })
      await payReferralBonus(userId, sessionId, trx)
    })
  }
  for (const userId of hosts) {
    await db.transaction((trx) =>
      recordUserEvent(
        { userId, eventType: 'session_hosted', points: hosted, sessionId, idempotencyKey: `session_hosted:${sessionId}:${userId}`, payload: { hosts: hosts.length } },
        { client: trx }
      )
    )
  }
}

/** "Referred user: 10", "Referred by user: 10", once per referred person, at their first attended session. */
async function payReferralBonus(userId: number, sessionId: number, trx: TransactionClientContract) {
  const referral = await trx.from('referrals').where('referred_user_id', userId).whereNull('rewarded_at').first()
  if (!referral) return
  const payload = { referredUserId: userId }
  if (referral.referrer_user_id) {
    await recordUserEvent(
      { userId: referral.referrer_user_id, eventType: 'referred_user', points: POINTS.referredUser, sessionId, payload, idempotencyKey: `referred_user:${userId}` },
      { client: trx }
    )
  }
  await recordUserEvent(
    { userId, eventType: 'referred_by_user', points: POINTS.referredByUser, sessionId, payload, idempotencyKey: `referred_by_user:${userId}` },
    { client: trx }
  )
  await trx.from('referrals').where('id', referral.id).update({ rewarded_at: sqlTime(DateTime.utc()) })
}
