import db from '@adonisjs/lucid/services/db'
import VolunteerCertificate from '../models/volunteer_certificate.js'
import { verifyContent } from '../certificates/signature.js'
import { parseCertificateContent, type CertificateContent } from '../certificates/content.js'

export type CertificateVerdict =
  | { status: 'genuine'; content: CertificateContent }
  | { status: 'revoked'; content: CertificateContent }
  | { status: 'tampered' }

/**
 * Checks a certificate (issue 15 §3 ★): the signature must match the stored content (else it was
 * altered: "tampered", and nothing of it is shown), and every hour it counted must still be
 * approved with the same length (else "revoked": a reviewer withdrew hours since).
 */
export async function checkCertificate(certificate: VolunteerCertificate): Promise<CertificateVerdict> {
  const content = parseCertificateContent(certificate.content)
  if (!content || content.id !== certificate.id || !verifyContent(content, certificate.signature)) return { status: 'tampered' }
  const ids = content.activities.map(([id]) => id)
  const rows: { id: number; duration_seconds: number }[] = ids.length
    ? await db.from('volunteer_activities').whereIn('id', ids).where('user_id', certificate.userId).whereNotNull('approved_at').select('id', 'duration_seconds')
    : []
  const still = new Map(rows.map((row) => [Number(row.id), Number(row.duration_seconds)]))
  const intact = content.activities.every(([id, seconds]) => still.get(id) === seconds)
  return { status: intact ? 'genuine' : 'revoked', content }
}

export function findCertificate(id: string) {
  return /^[0-9a-f-]{36}$/.test(id) ? VolunteerCertificate.find(id) : Promise.resolve(null)
}
