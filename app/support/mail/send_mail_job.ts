import mail from '@adonisjs/mail/services/main'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { defineJob } from '../jobs/jobs.js'
import { isUniqueViolation } from '../database/errors.js'
import { affectedRows, sqlTime } from '../database/values.js'

export type OutgoingMail = {
  /** Unique per message: a retried job with the same key never sends twice. */
  idempotencyKey: string
  to: string
  subject: string
  text: string
  html: string
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on non-transactional mail. */
  headers?: Record<string, string>
}

/*
 * How old an unsent claim must be before another attempt takes it over. A claim is that old only
 * when its worker died mid-send: BullMQ runs a job again only after the dead worker's lock (30 s)
 * has expired, and a live send takes seconds. Younger claims make the attempt fail and retry later.
 */
export const CLAIM_TAKEOVER_AFTER = { seconds: 30 }

export class MailBeingSent extends Error {
  constructor(key: string) {
    super(`Mail ${key} is being sent by another attempt; retrying later`)
  }
}

/*
 * All email goes through this job. The idempotency key is claimed first (a mail_deliveries row);
 * sent_at is set once the transport has taken the message. A key already sent is skipped; a claim
 * left by a worker that died before sending is taken over (CLAIM_TAKEOVER_AFTER), so a killed
 * worker loses no mail. Across the transport the guarantee is at least once: a worker killed after
 * the transport took the message and before sent_at was written sends that one message again.
 */
export const sendMailJob = defineJob<OutgoingMail>('mail:send', async (message) => {
  if (!(await claim(message))) return
  try {
    await mail.send((m) => {
      m.to(message.to).subject(message.subject).text(message.text).html(message.html)
      for (const [name, value] of Object.entries(message.headers ?? {})) m.header(name, value)
    })
  } catch (error) {
    // Release the claim so a retry can send it.
    await db.from('mail_deliveries').where('idempotency_key', message.idempotencyKey).whereNull('sent_at').delete()
    throw error
  }
  await db.from('mail_deliveries').where('idempotency_key', message.idempotencyKey).update({ sent_at: sqlTime(DateTime.utc()) })
})

/**
 * True when this attempt must send: it inserted the key, or took over a claim left unsent for
 * longer than CLAIM_TAKEOVER_AFTER (a guarded UPDATE: one taker). False when it was sent already.
 */
async function claim(message: OutgoingMail) {
  const now = DateTime.utc()
  try {
    await db.table('mail_deliveries').insert({
      idempotency_key: message.idempotencyKey,
      recipient: message.to,
      subject: message.subject,
      created_at: sqlTime(now),
    })
    return true
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
  }
  const takenOver = affectedRows(
    await db
      .from('mail_deliveries')
      .where('idempotency_key', message.idempotencyKey)
      .whereNull('sent_at')
      .where('created_at', '<', sqlTime(now.minus(CLAIM_TAKEOVER_AFTER)))
      .update({ created_at: sqlTime(now) })
  )
  if (takenOver === 1) return true
  const row = await db.from('mail_deliveries').where('idempotency_key', message.idempotencyKey).select('sent_at').first()
  if (!row || row.sent_at) return false
  throw new MailBeingSent(message.idempotencyKey)
}

export function sendMail(message: OutgoingMail) {
  return sendMailJob.dispatch(message, { jobId: message.idempotencyKey })
}
