import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { defineJob } from '#app/support/jobs/jobs'
import { affectedRows, sqlTime } from '#app/support/database/values'
import { sendMail } from '#app/support/mail/send_mail_job'
import { appUrl } from '#config/app'
import Notification from '../models/notification.js'
import { describeNotification, notificationKind } from '../kinds.js'
import { recipientOf } from '../queries/recipients.js'
import { channelOn, storedPreferences } from '../queries/preferences.js'
import { notificationEmail } from '../emails/notification_email.js'
import { smsProvider } from '../sms/sms_provider.js'
import { sendPush } from '../push/send_push.js'
import type { OutsideChannel } from '../shared/channels.js'

type DeliveryRow = { id: number; notification_id: number; channel: OutsideChannel; idempotency_key: string }

/*
 * One delivery (a notification to one outside channel). At most once: a guarded UPDATE claims the
 * pending row (pending → sending) before anything is sent, so a job that runs twice, a retry or
 * the sweep overlapping a job finds nothing to claim. A worker killed after the claim leaves the
 * row in 'sending': it is never sent again (at most once wins over at least once; see README).
 */
export const deliverNotificationJob = defineJob<{ deliveryId: number }>(
  'notifications:deliver',
  async ({ deliveryId }) => {
    await deliverNotification(deliveryId)
  }
)

/**
 * After the commit: now, or at its due time (BullMQ delayed job; the sweep is the safety net).
 * No job id: row ids repeat after a database reset while Redis may still hold finished jobs under
 * the same id (BullMQ would drop the new one). A duplicate job is harmless: the claim decides.
 */
export async function dispatchDelivery(deliveryId: number, dueAt: DateTime) {
  const delay = Math.max(0, dueAt.toMillis() - Date.now())
  await deliverNotificationJob.dispatch({ deliveryId }, { delay })
}

export async function deliverNotification(deliveryId: number, now = DateTime.utc()) {
  const claimed = await db
    .from('notification_deliveries')
    .where('id', deliveryId)
    .where('status', 'pending')
    .where('due_at', '<=', sqlTime(now))
    .update({ status: 'sending', claimed_at: sqlTime(now), attempts: db.raw('attempts + 1') })
  if (affectedRows(claimed) === 0) return
  const delivery: DeliveryRow = await db.from('notification_deliveries').where('id', deliveryId).firstOrFail()
  const status = await send(delivery)
  await db
    .from('notification_deliveries')
    .where('id', deliveryId)
    .update({ status, sent_at: status === 'sent' ? sqlTime(DateTime.utc()) : null })
}

/** Sends; answers 'skipped' when, by now, it should not go (preference off, no address, hidden). */
async function send(delivery: DeliveryRow): Promise<'sent' | 'skipped'> {
  const notification = await Notification.find(delivery.notification_id)
  const kind = notification ? notificationKind(notification.key) : undefined
  const line = notification ? describeNotification(notification) : null
  const recipient = notification ? await recipientOf(notification.userId) : null
  if (!notification || !kind || !line || !recipient) return 'skipped'
  // The preference when it is sent counts: switching a channel off stops what is still waiting.
  const preferences = await storedPreferences(recipient.id, { kind: notification.key })
  if (!channelOn(preferences, notification.key, kind, delivery.channel, recipient)) return 'skipped'
  if (kind.stillRelevant && !(await kind.stillRelevant(notification))) return 'skipped'
  if (delivery.channel === 'email') {
    if (!recipient.emailVerified) return 'skipped'
    await sendMail(notificationEmail(notification, kind, line, recipient, delivery.idempotency_key))
    return 'sent'
  }
  if (delivery.channel === 'push') return sendPush(recipient.id, { title: 'Peerhaven', body: line.text, url: `/notifications/${notification.id}/open` })
  if (!recipient.phoneNumber) return 'skipped'
  const text = kind.smsText ? kind.smsText(notification) : `${line.text} ${new URL(line.href, appUrl)}`
  if (!text) return 'skipped'
  await smsProvider().send({ to: recipient.phoneNumber, text })
  return 'sent'
}

/**
 * The sweep (every minute, and at web boot): dispatches deliveries that are due but whose job was
 * lost (inline mode keeps delayed jobs in memory only; a crash between commit and dispatch).
 */
export async function sweepDueDeliveries(now = DateTime.utc(), limit = 500) {
  const due: Array<{ id: number }> = await db
    .from('notification_deliveries')
    .where('status', 'pending')
    .where('due_at', '<=', sqlTime(now))
    .orderBy('due_at')
    .limit(limit)
    .select('id')
  for (const { id } of due) await deliverNotificationJob.dispatch({ deliveryId: id })
  return due.length
}
