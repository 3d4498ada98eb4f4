import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { notify, registerNotificationKind } from '#modules/notifications/index'

/*
 * Staff are told when a parent withdraws consent (issue 16 §1 "tells staff"). Decision: an in-app
 * notification to every holder of admin:user-support:lead (spec 000 §6.3: the staff who handle
 * SAT users and consent), linking to the learner's admin page. The line names no one: the link does.
 */
export const CONSENT_REVOKED_KIND = 'consent.revoked_by_guardian'
export const STAFF_ROLE = 'admin:user-support:lead'

/** The learner hears of their parent's answer (in-app): consent given, consent withdrawn. */
export const CONSENT_GIVEN_KIND = 'consent.given_by_guardian'
export const CONSENT_WITHDRAWN_KIND = 'consent.withdrawn_by_guardian'

export function registerConsentKinds() {
  registerNotificationKind(CONSENT_GIVEN_KIND, {
    label: 'A parent or guardian consented',
    transactional: true,
    describe(notification) {
      const { programTitle, programSlug } = notification.payload
      if (typeof programTitle !== 'string' || typeof programSlug !== 'string') return null
      return { text: `Your parent or guardian consented to ${programTitle}. If the program asks for it, add your own assent.`, href: `/consent/assent?program=${encodeURIComponent(programSlug)}` }
    },
  })
  registerNotificationKind(CONSENT_WITHDRAWN_KIND, {
    label: 'A parent or guardian withdrew consent',
    transactional: true,
    describe(notification) {
      const { programTitle } = notification.payload
      if (typeof programTitle !== 'string') return null
      return { text: `Your parent or guardian withdrew their consent for ${programTitle}: your registrations in it are withdrawn and you cannot register for it for now.`, href: '/request-parent-consent' }
    },
  })

  registerNotificationKind(CONSENT_REVOKED_KIND, {
    label: 'Consent withdrawn by a parent',
    describe(notification) {
      const { programTitle, learnerId } = notification.payload
      if (typeof programTitle !== 'string' || typeof learnerId !== 'number') return null
      return { text: `A parent withdrew consent for a learner in ${programTitle}: their registrations need a look.`, href: `/admin/users/${learnerId}` }
    },
  })
}

export async function tellStaffOfRevocation(trx: TransactionClientContract, input: { revokeEventId: number; learnerId: number; programTitle: string }) {
  const holders = await trx.from('user_roles').where('role', STAFF_ROLE).whereNull('deleted_at').distinct('user_id')
  for (const { user_id: userId } of holders as Array<{ user_id: number }>) {
    await notify(
      { key: CONSENT_REVOKED_KIND, userId, payload: { programTitle: input.programTitle, learnerId: input.learnerId }, idempotencyKey: `consent-revoked:${input.revokeEventId}:${userId}` },
      { client: trx }
    )
  }
}

export async function tellLearner(trx: TransactionClientContract, input: { kind: typeof CONSENT_GIVEN_KIND | typeof CONSENT_WITHDRAWN_KIND; eventId: number; learnerId: number; programSlug: string | null; programTitle: string }) {
  await notify(
    { key: input.kind, userId: input.learnerId, payload: { programTitle: input.programTitle, programSlug: input.programSlug }, idempotencyKey: `${input.kind}:${input.eventId}` },
    { client: trx }
  )
}
