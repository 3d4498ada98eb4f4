import { simpleEmail } from '#app/support/mail/layout'
import { sendMail } from '#app/support/mail/send_mail_job'
import { GUARDIAN_LINK_HOURS, PARENT_LINK_DAYS } from './links.js'

/*
 * The parent's emails (issue 16 §1). They name the learner by first name only and the program;
 * the links need no account.
 */
export async function sendParentConsentRequest(input: { requestId: number; to: string; guardianName: string; learnerFirstName: string; programTitle: string; path: string }) {
  const body = simpleEmail({
    greeting: `Hi ${input.guardianName},`,
    paragraphs: [
      `${input.learnerFirstName} asked for your consent to take part in ${input.programTitle} on Peerhaven, a free peer-tutoring platform run by volunteers.`,
      `The button below opens what they are asking for and a short consent form. You do not need an account. The link works for ${PARENT_LINK_DAYS} days.`,
      'If you do not know this learner, ignore this email: nothing happens without your consent.',
    ],
    action: { label: 'Review the request', path: input.path },
  })
  await sendMail({ idempotencyKey: `consent:request:${input.requestId}`, to: input.to, subject: `${input.learnerFirstName} asks for your consent on Peerhaven`, ...body })
}

export async function sendGuardianLink(input: { key: string; to: string; guardianName: string; learnerFirstName: string; path: string; intro: string }) {
  const body = simpleEmail({
    greeting: `Hi ${input.guardianName},`,
    paragraphs: [
      input.intro,
      `The button below shows what you consented to for ${input.learnerFirstName} and lets you withdraw it. The link works for ${GUARDIAN_LINK_HOURS} hours; you can ask for a fresh one at any time on Peerhaven's guardian page.`,
    ],
    action: { label: 'See and manage your consent', path: input.path },
  })
  await sendMail({ idempotencyKey: input.key, to: input.to, subject: `Your consent for ${input.learnerFirstName} on Peerhaven`, ...body })
}
