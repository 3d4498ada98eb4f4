/*
 * What a certificate says (signed as canonical JSON, certificates/signature.ts). Activities are
 * listed by id and seconds so a revoked or changed hour is noticed at verification; the public page
 * shows only what the PDF shows (name, period, hours by type, organisation, issue date).
 */
export const CERTIFICATE_ORGANISATION = 'Peerhaven'

export type CertificateContent = {
  version: 1
  id: string
  organisation: string
  name: string
  from: string
  to: string
  issuedAt: string
  totalSeconds: number
  hoursByType: { type: string; seconds: number }[]
  activities: [number, number][]
}

/** Reads stored content back; null for anything that is not a certificate's shape. */
export function parseCertificateContent(text: string): CertificateContent | null {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const content = value as CertificateContent
  const ok =
    content.version === 1 &&
    typeof content.id === 'string' &&
    typeof content.name === 'string' &&
    typeof content.from === 'string' &&
    typeof content.to === 'string' &&
    Number.isFinite(content.totalSeconds) &&
    Array.isArray(content.hoursByType) &&
    Array.isArray(content.activities) &&
    content.activities.every((pair) => Array.isArray(pair) && pair.length === 2 && pair.every(Number.isInteger))
  return ok ? content : null
}
