import db from '@adonisjs/lucid/services/db'
import type { User } from '#modules/identity/index'
import { appendConsentEvent } from '../ledger.js'
import { ipHash, parentConsentLink } from '../links.js'
import { sendParentConsentRequest } from '../mails.js'
import { PARTICIPATION } from '../shared/requirements.js'
import type { ConsentProgram } from '../programs.js'

/**
 * A learner asks a parent or guardian to consent to a program (spec 001 §4.4 "consent
 * requested"): a request event in the ledger, then the parent's email with a signed link.
 */
export async function requestParentConsent(learner: User, program: ConsentProgram, guardian: { name: string; email: string }, ip: string) {
  const event = await db.transaction((trx) =>
    appendConsentEvent(trx, {
      userId: learner.id,
      action: 'request',
      purpose: PARTICIPATION,
      programSlug: program.slug,
      givenBy: 'parent_guardian',
      guardianName: guardian.name,
      guardianEmail: guardian.email,
      ipHash: ipHash(ip),
      recordedByUserId: learner.id,
    })
  )
  await sendParentConsentRequest({
    requestId: event.id,
    to: event.guardianEmail!,
    guardianName: guardian.name,
    learnerFirstName: learner.firstName,
    programTitle: program.title,
    path: parentConsentLink(event.id),
  })
  return event
}
