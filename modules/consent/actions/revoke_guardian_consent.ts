import db from '@adonisjs/lucid/services/db'
import { hooks } from '#kernel/hooks'
import ConsentEvent from '../models/consent_event.js'
import { appendConsentEvent } from '../ledger.js'
import { deriveConsents } from '../shared/derive.js'
import { toLedgerEvent } from '../store.js'
import { emailDigest, ipHash } from '../links.js'
import { CONSENT_WITHDRAWN_KIND, tellLearner, tellStaffOfRevocation } from '../notifications.js'

export const REVOKE_MESSAGES = {
  notYours: 'There is no consent of yours to withdraw here.',
  done: 'Your consent is withdrawn. The learner can no longer register for this program, and our staff were told.',
} as const

/**
 * A parent or guardian withdraws a consent they gave (issue 16 §1): a revoke event appended in one
 * transaction with the staff's notifications. Only a consent currently granted by this guardian
 * (the link's email digest) for this learner can be withdrawn. From then on the program's consent
 * flow is incomplete, so consentVeto refuses new registrations; the 'consent.revoked' event makes
 * the series context withdraw the registrations already made (README "Revocation").
 * Returns a sentence when nothing was recorded.
 */
export async function revokeGuardianConsent(input: { learnerId: number; guardianDigest: string; key: string; programTitle: (slug: string | null) => string; ip: string }) {
  return db.transaction(async (trx) => {
    const rows = await ConsentEvent.query({ client: trx }).where('user_id', input.learnerId).orderBy('occurred_at').orderBy('id')
    const state = deriveConsents(rows.map(toLedgerEvent)).get(input.key)
    if (!state || state.kind !== 'consent' || state.givenBy !== 'parent_guardian' || state.status !== 'granted' || !state.guardianEmail || emailDigest(state.guardianEmail) !== input.guardianDigest) {
      return REVOKE_MESSAGES.notYours
    }
    const revoke = await appendConsentEvent(trx, {
      userId: input.learnerId,
      action: 'revoke',
      purpose: state.purpose,
      programSlug: state.programSlug,
      worldId: state.worldId,
      givenBy: 'parent_guardian',
      guardianName: state.guardianName,
      guardianEmail: state.guardianEmail,
      ipHash: ipHash(input.ip),
    })
    await hooks.emit('consent.revoked', { userId: input.learnerId, programSlug: state.programSlug, purpose: state.purpose, revokeEventId: revoke.id }, { client: trx })
    const programTitle = input.programTitle(state.programSlug)
    await tellStaffOfRevocation(trx, { revokeEventId: revoke.id, learnerId: input.learnerId, programTitle })
    await tellLearner(trx, { kind: CONSENT_WITHDRAWN_KIND, eventId: revoke.id, learnerId: input.learnerId, programSlug: state.programSlug, programTitle })
    return null
  })
}
