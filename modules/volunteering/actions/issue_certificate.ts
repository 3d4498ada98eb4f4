import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import type { User } from '#modules/identity/index'
import VolunteerActivity from '../models/volunteer_activity.js'
import VolunteerCertificate from '../models/volunteer_certificate.js'
import { canonicalJson, signContent } from '../certificates/signature.js'
import { CERTIFICATE_ORGANISATION, type CertificateContent } from '../certificates/content.js'

/**
 * Issues a certificate of the person's approved hours between two days (issue 15 §3 ★): the
 * content (their full name — it is their own document — period, hours by type, organisation and
 * the counted activities) is stored as canonical JSON with the platform's detached signature.
 */
export async function issueCertificate(user: User, from: DateTime, to: DateTime) {
  const activities = await VolunteerActivity.query()
    .where('user_id', user.id)
    .whereNotNull('approved_at')
    .whereBetween('date', [from.toISODate()!, to.toISODate()!])
    .orderBy('id')
  const byType = new Map<string, number>()
  for (const activity of activities) byType.set(activity.type, (byType.get(activity.type) ?? 0) + activity.durationSeconds)
  const id = randomUUID()
  const content: CertificateContent = {
    version: 1,
    id,
    organisation: CERTIFICATE_ORGANISATION,
    name: user.name,
    from: from.toISODate()!,
    to: to.toISODate()!,
    issuedAt: DateTime.utc().startOf('second').toISO({ suppressMilliseconds: true })!,
    totalSeconds: activities.reduce((sum, activity) => sum + activity.durationSeconds, 0),
    hoursByType: [...byType].sort(([a], [b]) => a.localeCompare(b)).map(([type, seconds]) => ({ type, seconds })),
    activities: activities.map((activity) => [activity.id, activity.durationSeconds]),
  }
  return VolunteerCertificate.create({ id, userId: user.id, content: canonicalJson(content), signature: signContent(content) })
}
