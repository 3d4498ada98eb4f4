import { BasePolicy, AuthorizationResponse, allowGuest } from '@adonisjs/bouncer'
import type { User } from '#modules/identity/index'
import type { ConsentProgram } from '../programs.js'
import { needsAssent, needsParent } from '../shared/requirements.js'
import type { LinkCheck } from '../shared/signed_links.js'

export const CONSENT_MESSAGES = {
  noParentProgram: 'That program does not ask for a parent’s consent.',
  ownEmail: 'Enter your parent’s or guardian’s email address, not your own.',
  noAssentProgram: 'That program does not ask for your assent.',
  linkInvalid: 'This link is not valid. Please open the link exactly as it arrived in the email, or ask for a new one.',
  linkExpired: 'This link has expired. Ask for a fresh one: links stop working after a while to keep the learner’s information safe.',
  linkStale: 'This link no longer opens anything. Please ask for a new one.',
} as const

/*
 * Consent (issue 16 §1). A signed-in person asks a parent about, and assents to, only programs whose
 * learner flows have that step (the routes' access middleware keeps visitors out). A parent or
 * guardian needs no account: the signed link is the permission, for the one learner (and, in a
 * guardian link, the one guardian address) it names — invalid is 403, expired 410.
 */
export default class ConsentPolicy extends BasePolicy {
  requestParent(user: User, program: ConsentProgram | null, guardianEmail: string) {
    if (!program || !program.flows.some(needsParent)) return AuthorizationResponse.deny(CONSENT_MESSAGES.noParentProgram, 422)
    // A learner cannot stand in for their parent with their own address.
    if (guardianEmail.trim().toLowerCase() === user.email.trim().toLowerCase()) return AuthorizationResponse.deny(CONSENT_MESSAGES.ownEmail, 422)
    return true
  }

  assent(_user: User, program: ConsentProgram | null) {
    return program && program.flows.some(needsAssent) ? true : AuthorizationResponse.deny(CONSENT_MESSAGES.noAssentProgram, 422)
  }

  @allowGuest()
  openLink(_user: User | null, check: LinkCheck) {
    if (check.ok) return true
    return check.problem === 'expired' ? AuthorizationResponse.deny(CONSENT_MESSAGES.linkExpired, 410) : AuthorizationResponse.deny(CONSENT_MESSAGES.linkInvalid, 403)
  }
}
