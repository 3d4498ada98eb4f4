import db from '@adonisjs/lucid/services/db'
import ConsentEvent from '../models/consent_event.js'
import { appendConsentEvent } from '../ledger.js'
import { guardianLink, ipHash } from '../links.js'
import { sendGuardianLink } from '../mails.js'
import { deriveConsents, consentKey } from '../shared/derive.js'
import { toLedgerEvent } from '../store.js'
import { CONSENT_GIVEN_KIND, tellLearner } from '../notifications.js'

export const GRANT_MESSAGES = {
  superseded: 'This request was replaced by a newer one. Please use the link in the newest email.',
  alreadyGiven: 'Consent for this program is already given. Nothing more is needed.',
} as const

export type ParentAnswers = { relationship: 'parent' | 'guardian'; signedName: string; statements: string[] }

/**
 * A parent or guardian consents from the emailed link (spec 001 §4.4 "consent completed"): a
 * parent_guardian grant, its evidence being the form's answers, the time and the IP's hash. Only the
 * newest request of that consent can be answered; an answered one gives nothing twice.
 * Returns a sentence when nothing was recorded.
 */
export async function grantParentConsent(request: ConsentEvent, learnerFirstName: string, programTitle: string, answers: ParentAnswers, ip: string) {
  const outcome = await db.transaction(async (trx) => {
    const rows = await ConsentEvent.query({ client: trx }).where('user_id', request.userId).orderBy('occurred_at').orderBy('id')
    const newest = rows.filter((row) => row.action === 'request' && row.purpose === request.purpose && row.programSlug === request.programSlug).at(-1)
    if (newest?.id !== request.id) return { refused: GRANT_MESSAGES.superseded }
    const state = deriveConsents(rows.map(toLedgerEvent)).get(consentKey({ purpose: request.purpose, programSlug: request.programSlug, worldId: request.worldId, givenBy: 'parent_guardian' }))
    if (state?.status === 'granted') return { refused: GRANT_MESSAGES.alreadyGiven }
    const grant = await appendConsentEvent(trx, {
      userId: request.userId,
      action: 'grant',
      purpose: request.purpose,
      programSlug: request.programSlug,
      worldId: request.worldId,
      givenBy: 'parent_guardian',
      guardianName: request.guardianName,
      guardianEmail: request.guardianEmail,
      evidence: { form: 'parent-consent-v1', requestEventId: request.id, ...answers },
      ipHash: ipHash(ip),
    })
    await tellLearner(trx, { kind: CONSENT_GIVEN_KIND, eventId: grant.id, learnerId: request.userId, programSlug: request.programSlug, programTitle })
    return { grant }
  })
  if ('refused' in outcome) return outcome.refused
  await sendGuardianLink({
    key: `consent:granted:${outcome.grant.id}`,
    to: request.guardianEmail!,
    guardianName: request.guardianName ?? 'there',
    learnerFirstName,
    path: guardianLink(request.userId, request.guardianEmail!),
    intro: `Thank you: your consent for ${learnerFirstName} is recorded.`,
  })
  return null
}
