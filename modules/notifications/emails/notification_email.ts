import { simpleEmail } from '#app/support/mail/layout'
import type { OutgoingMail } from '#app/support/mail/send_mail_job'
import { kindLabel, type NotificationKind, type NotificationLine, type StoredNotification } from '../kinds.js'
import type { Recipient } from '../queries/recipients.js'
import { unsubscribeHeaders, unsubscribeUrl } from '../unsubscribe.js'

const SUBJECT_MAX = 120

/**
 * A notification as an email: its line, a button through /notifications/:id/open (which records
 * the click), and, unless the kind is transactional, the one-click unsubscribe link and headers.
 */
export function notificationEmail(
  notification: StoredNotification,
  kind: NotificationKind,
  line: NotificationLine,
  recipient: Recipient,
  idempotencyKey: string
): OutgoingMail {
  const unsubscribe = kind.transactional ? null : unsubscribeUrl(recipient.id, notification.key)
  const body = simpleEmail({
    greeting: `Hi ${recipient.firstName},`,
    paragraphs: [line.text],
    action: { label: 'Open on Peerhaven', path: `/notifications/${notification.id}/open` },
    unsubscribe: unsubscribe
      ? { label: `Stop emails like this (${kindLabel(notification.key, kind)})`, url: unsubscribe }
      : undefined,
  })
  const subject = line.text.length > SUBJECT_MAX ? `${line.text.slice(0, SUBJECT_MAX - 1)}…` : line.text
  return {
    idempotencyKey,
    to: recipient.email,
    subject,
    ...body,
    headers: unsubscribe ? unsubscribeHeaders(unsubscribe) : undefined,
  }
}
