import db from '@adonisjs/lucid/services/db'
import ConsentEvent from '../models/consent_event.js'
import { appendConsentEvent } from '../ledger.js'
import { ipHash } from '../links.js'
import { deriveConsents, isGranted } from '../shared/derive.js'
import { toLedgerEvent } from '../store.js'
import { PARTICIPATION } from '../shared/requirements.js'

/**
 * The learner's own assent to a program (spec 001 §4.4: assent is separate from the parent's
 * consent): an assent event. Assenting twice records nothing more. Returns whether it recorded.
 */
export async function recordAssent(learnerId: number, programSlug: string, statement: string, ip: string) {
  return db.transaction(async (trx) => {
    const rows = await ConsentEvent.query({ client: trx }).where('user_id', learnerId)
    if (isGranted(deriveConsents(rows.map(toLedgerEvent)), { purpose: PARTICIPATION, programSlug, givenBy: 'self', kind: 'assent' })) return false
    await appendConsentEvent(trx, {
      userId: learnerId,
      action: 'assent',
      purpose: PARTICIPATION,
      programSlug,
      givenBy: 'self',
      evidence: { form: 'learner-assent-v1', statement },
      ipHash: ipHash(ip),
      recordedByUserId: learnerId,
    })
    return true
  })
}
