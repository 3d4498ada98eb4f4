import mail from '@adonisjs/mail/services/main'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { defineJob } from '../jobs/jobs.js'
import { isUniqueViolation } from '../database/errors.js'

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
 * All email goes through this job. The idempotency key is claimed first; if the claim exists the
 * message was already sent (or is being sent) and the job does nothing.
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
    await db.from('mail_deliveries').where('idempotency_key', message.idempotencyKey).delete()
    throw error
  }
})

/** Inserts the idempotency key; false when it already exists (checked portably by the unique index). */
async function claim(message: OutgoingMail) {
  try {
    await db.table('mail_deliveries').insert({
      idempotency_key: message.idempotencyKey,
      recipient: message.to,
      subject: message.subject,
      created_at: DateTime.utc().toSQL({ includeOffset: false }),
    })
    return true
  } catch (error) {
    if (isUniqueViolation(error)) return false
    throw error
  }
}

export function sendMail(message: OutgoingMail) {
  return sendMailJob.dispatch(message, { jobId: message.idempotencyKey })
}
