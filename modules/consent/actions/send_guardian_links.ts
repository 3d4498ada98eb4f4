import { User } from '#modules/identity/index'
import ConsentEvent from '../models/consent_event.js'
import { guardianLink } from '../links.js'
import { sendGuardianLink } from '../mails.js'

/**
 * A parent asks for fresh guardian links (issue 16 §1 "from a fresh signed link"): one email per
 * learner they gave consent for, to the address they gave it from. The page answers the same
 * whether or not the address is known, so it tells no one who is a guardian.
 */
export async function sendGuardianLinks(email: string) {
  const address = email.trim().toLowerCase()
  const grants = await ConsentEvent.query().where('guardian_email', address).where('given_by', 'parent_guardian').where('action', 'grant').select('user_id', 'guardian_name').orderBy('id', 'desc')
  const seen = new Set<number>()
  for (const grant of grants) {
    if (seen.has(grant.userId)) continue
    seen.add(grant.userId)
    const learner = await User.find(grant.userId)
    if (!learner || learner.isDeleted) continue
    await sendGuardianLink({
      key: `consent:guardian-link:${grant.userId}:${address}:${Date.now()}`,
      to: address,
      guardianName: grant.guardianName ?? 'there',
      learnerFirstName: learner.firstName,
      path: guardianLink(learner.id, address),
      intro: 'Here is the fresh link you asked for.',
    })
  }
}
