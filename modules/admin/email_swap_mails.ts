import { simpleEmail } from '#app/support/mail/layout'
import { sendMail } from '#app/support/mail/send_mail_job'
import { EMAIL_SWAP_TTL_HOURS } from '#modules/identity/index'
import type EmailSwap from './models/email_swap.js'
import { maskEmail } from './mask_email.js'

/*
 * The three emails of a staff email swap. Each is sent once per swap (its idempotency key names
 * the swap and the message). The new address may not be the owner's (a typo): its email names
 * neither the person nor the account. The old address sees the new one masked.
 */
export const HELP_ADDRESS = 'help@peerhaven.org'

const linkPath = (link: 'confirm' | 'cancel', token: string) => `/email-swap/${link}?token=${encodeURIComponent(token)}`

/** The confirmation link to the new address and the notice with a cancel link to the old one. */
export async function sendEmailSwapRequestMails(swap: EmailSwap, firstName: string, tokens: { confirm: string; cancel: string }) {
  const confirm = simpleEmail({
    greeting: 'Hi,',
    paragraphs: [
      'Peerhaven staff were asked to make this the email address of a Peerhaven account. If you asked for it, confirm with the button below.',
      `The link works for ${EMAIL_SWAP_TTL_HOURS} hours. Until you confirm, nothing changes. If you did not expect this email, ignore it.`,
    ],
    action: { label: 'Confirm my new address', path: linkPath('confirm', tokens.confirm) },
  })
  await sendMail({ idempotencyKey: `email-swap:${swap.id}:confirm`, to: swap.newEmail, subject: 'Confirm your new email address for Peerhaven', ...confirm })

  const notice = simpleEmail({
    greeting: `Hi ${firstName},`,
    paragraphs: [
      `Peerhaven staff started changing the email address of your account to ${maskEmail(swap.newEmail)}. It changes only once that address is confirmed.`,
      `If you did not ask for this, cancel it with the button below (the link works for ${EMAIL_SWAP_TTL_HOURS} hours) and write to ${HELP_ADDRESS}.`,
    ],
    action: { label: 'Cancel this change', path: linkPath('cancel', tokens.cancel) },
  })
  await sendMail({ idempotencyKey: `email-swap:${swap.id}:notice`, to: swap.oldEmail, subject: 'Your Peerhaven email address is being changed', ...notice })
}

/** The last word to the old address once the change is made. */
export async function sendEmailChangedMail(swap: EmailSwap, firstName: string) {
  const body = simpleEmail({
    greeting: `Hi ${firstName},`,
    paragraphs: [
      `The email address of your Peerhaven account is now ${maskEmail(swap.newEmail)}: this address no longer signs in, and you were signed out everywhere.`,
      `If you did not ask for this, write to ${HELP_ADDRESS} right away.`,
    ],
  })
  await sendMail({ idempotencyKey: `email-swap:${swap.id}:changed`, to: swap.oldEmail, subject: 'Your Peerhaven email address was changed', ...body })
}
