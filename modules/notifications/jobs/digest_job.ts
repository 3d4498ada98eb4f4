import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { defineJob } from '#app/support/jobs/jobs'
import { affectedRows, fromDbTime, sqlTime } from '#app/support/database/values'
import { sendMail } from '#app/support/mail/send_mail_job'
import { simpleEmail } from '#app/support/mail/layout'
import Notification from '../models/notification.js'
import { describeNotification, notificationKind } from '../kinds.js'
import { recipientOf } from '../queries/recipients.js'
import { channelOn, storedPreferences } from '../queries/preferences.js'
import { unsubscribeHeaders, unsubscribeUrl } from '../unsubscribe.js'
import { digestEmailDetails, duePeriod, type DigestEmailDetails } from '../digest_settings.js'

export const DIGEST_KIND = 'digest'
const LINES = 10
/** A run claimed this long ago and not finished (its worker died) is taken up again. */
const STALE_RUN_MINUTES = 15

/*
 * The weekly digest (issue 14 §2; website setting digest-email-details): to each person with
 * in-app notifications they have neither seen nor opened in the past week, one email listing
 * them. Idempotent twice over: the run is a claimed marker row (`digest:<week>`), and each email's
 * idempotency key is `digest:<week>:<user>`, so a run taken up again after a crash skips everyone
 * already sent.
 */
export const digestJob = defineJob<{ period: string }>('notifications:digest', async ({ period }) => {
  await sendDigests(period)
})

const runKey = (period: string) => `digest:${period}`

/** Called by the sweep every minute: records this week's run once it is due and dispatches it. */
export async function scheduleDigests(now = DateTime.utc()): Promise<number> {
  const period = duePeriod(await digestEmailDetails(), now)
  if (!period) return 0
  const at = sqlTime(now)
  await db
    .knexQuery()
    .table('notification_deliveries')
    .insert({ channel: 'email', idempotency_key: runKey(period), status: 'pending', due_at: at, payload: '{}', created_at: at })
    .onConflict('idempotency_key')
    .ignore()
  const stale = sqlTime(now.minus({ minutes: STALE_RUN_MINUTES }))
  const waiting = await db
    .from('notification_deliveries')
    .where('idempotency_key', runKey(period))
    .where((q) => q.where('status', 'pending').orWhere((s) => s.where('status', 'sending').where('claimed_at', '<', stale)))
    .first()
  if (!waiting) return 0
  await digestJob.dispatch({ period }, { jobId: `digest.${period}.${now.toFormat('yyyyMMddHHmm')}` })
  return 1
}

/** Claims the run and emails everyone due; answers how many emails were sent (or 0 if not claimed). */
export async function sendDigests(period: string, now = DateTime.utc()): Promise<number> {
  const stale = sqlTime(now.minus({ minutes: STALE_RUN_MINUTES }))
  const claimed = await db
    .from('notification_deliveries')
    .where('idempotency_key', runKey(period))
    .where((q) => q.where('status', 'pending').orWhere((s) => s.where('status', 'sending').where('claimed_at', '<', stale)))
    .update({ status: 'sending', claimed_at: sqlTime(now), attempts: db.raw('attempts + 1') })
  if (affectedRows(claimed) === 0) return 0
  const details = await digestEmailDetails()
  const since = now.minus({ days: 7 })
  const rows = await db
    .from('notifications')
    .where('in_app', true)
    .whereNull('clicked_at')
    .where('notify_at', '>', sqlTime(since))
    .where('notify_at', '<=', sqlTime(now))
    .distinct('user_id')
  const userIds = rows.map((row) => Number(row.user_id))
  let sent = 0
  for (const userId of userIds) if (await sendDigestTo(userId, period, details, since, now)) sent++
  await db
    .from('notification_deliveries')
    .where('idempotency_key', runKey(period))
    .update({ status: 'sent', sent_at: sqlTime(DateTime.utc()) })
  return sent
}

async function sendDigestTo(userId: number, period: string, details: DigestEmailDetails, since: DateTime, now: DateTime) {
  const kind = notificationKind(DIGEST_KIND)!
  const recipient = await recipientOf(userId)
  if (!recipient?.emailVerified) return false
  const preferences = await storedPreferences(userId, { kind: DIGEST_KIND })
  if (!channelOn(preferences, DIGEST_KIND, kind, 'email', recipient)) return false
  const viewed = await db.from('users').where('id', userId).select('notifications_last_viewed_at').first()
  const from = DateTime.max(since, fromDbTime(viewed?.notifications_last_viewed_at) ?? since)
  const rows = await Notification.query()
    .where('user_id', userId)
    .where('in_app', true)
    .whereNull('clicked_at')
    .where('notify_at', '>', sqlTime(from))
    .where('notify_at', '<=', sqlTime(now))
    .orderBy('notify_at', 'desc')
    .limit(LINES)
  const lines = rows.flatMap((row) => {
    const line = describeNotification(row)
    return line ? [`• ${line.text}`] : []
  })
  if (lines.length === 0) return false
  const unsubscribe = unsubscribeUrl(userId, DIGEST_KIND)
  const body = simpleEmail({
    greeting: `Hi ${recipient.firstName},`,
    paragraphs: [details.intro, ...lines].filter(Boolean),
    action: { label: 'See your notifications', path: '/notifications' },
    unsubscribe: { label: 'Stop the weekly digest', url: unsubscribe },
  })
  await sendMail({
    idempotencyKey: `digest:${period}:${userId}`,
    to: recipient.email,
    subject: details.subject,
    ...body,
    headers: unsubscribeHeaders(unsubscribe),
  })
  return true
}
