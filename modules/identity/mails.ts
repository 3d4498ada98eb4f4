import { simpleEmail } from '#app/support/mail/layout'
import { sendMail } from '#app/support/mail/send_mail_job'
import type User from './models/user.js'
import { emailVerificationToken, passwordResetToken } from './tokens.js'

export async function sendVerificationEmail(user: User, returnTo: string | null = null) {
  const token = emailVerificationToken(user)
  const query = new URLSearchParams({ token, ...(returnTo ? { returnTo } : {}) })
  const body = simpleEmail({
    greeting: `Hi ${user.firstName},`,
    paragraphs: [
      'Welcome to Peerhaven! Please confirm this is your email address so we can keep your account safe.',
      'The link works for 48 hours. If you did not create an account, you can ignore this email.',
    ],
    action: { label: 'Verify my email', path: `/verify-email?${query.toString()}` },
  })
  // One message per token: re-sending creates a new token, so it is a new message.
  await sendMail({ idempotencyKey: `verify-email:${user.id}:${token.slice(-24)}`, to: user.email, subject: 'Verify your email for Peerhaven', ...body })
}

export async function sendPasswordResetEmail(user: User) {
  const token = passwordResetToken(user)
  const body = simpleEmail({
    greeting: `Hi ${user.firstName},`,
    paragraphs: [
      'Someone asked to reset the password of your Peerhaven account. If it was you, use the button below; the link works for one hour and only once.',
      'If you did not ask for this, you can ignore this email: your password stays the same.',
    ],
    action: { label: 'Choose a new password', path: `/reset-password?token=${encodeURIComponent(token)}` },
  })
  await sendMail({ idempotencyKey: `reset-password:${user.id}:${token.slice(-24)}`, to: user.email, subject: 'Reset your Peerhaven password', ...body })
}
