import ConsentEvent from '../models/consent_event.js'
import { deriveConsents, type ConsentState } from '../shared/derive.js'
import { toLedgerEvent } from '../store.js'
import { emailDigest } from '../links.js'

/** A learner's derived consents (their own page). */
export async function consentsOf(learnerId: number): Promise<ConsentState[]> {
  const rows = await ConsentEvent.query().where('user_id', learnerId).orderBy('occurred_at').orderBy('id')
  return [...deriveConsents(rows.map(toLedgerEvent)).values()]
}

/**
 * What one guardian consented to for one learner (the guardian view): that learner's
 * parent_guardian consents last named with this guardian's address, granted or withdrawn.
 */
export async function guardianConsents(learnerId: number, guardianDigest: string): Promise<ConsentState[]> {
  const all = await consentsOf(learnerId)
  return all.filter(
    (state) => state.givenBy === 'parent_guardian' && state.status !== 'requested' && state.guardianEmail !== null && emailDigest(state.guardianEmail) === guardianDigest
  )
}

/** The request a parent-consent link names, or null. */
export function findRequest(id: number) {
  return ConsentEvent.query().where('id', id).where('action', 'request').where('given_by', 'parent_guardian').first()
}
