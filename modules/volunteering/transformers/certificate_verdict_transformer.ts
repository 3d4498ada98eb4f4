import { BaseTransformer } from '@adonisjs/core/transformers'
import type { CertificateVerdict } from '../queries/certificate_check.js'

/**
 * The public verification page's answer: the verdict and, unless the content was altered, exactly
 * what the certificate shows — nothing more (not the activity ids, no account link).
 */
export default class CertificateVerdictTransformer extends BaseTransformer<CertificateVerdict & { publicKey: string }> {
  toObject() {
    const verdict = this.resource
    if (verdict.status === 'tampered') return { status: verdict.status, publicKey: verdict.publicKey, certificate: null }
    const { id, organisation, name, from, to, issuedAt, totalSeconds, hoursByType } = verdict.content
    return { status: verdict.status, publicKey: verdict.publicKey, certificate: { id, organisation, name, from, to, issuedAt, totalSeconds, hoursByType } }
  }
}
