import type { HttpContext } from '@adonisjs/core/http'
import { notFound } from '#app/support/http'
import { certificateValidator } from '../validators/activity_validator.js'
import { issueCertificate } from '../actions/issue_certificate.js'
import { checkCertificate, findCertificate } from '../queries/certificate_check.js'
import { certificatePdf } from '../certificates/pdf.js'
import { publicKeyText } from '../certificates/signature.js'
import { parseCertificateContent } from '../certificates/content.js'
import CertificateVerdictTransformer from '../transformers/certificate_verdict_transformer.js'

export const CERTIFICATE_MESSAGES = { order: 'The start of the period must be on or before its end.' } as const

/* Verifiable hour certificates (issue 15 §3 ★). */
export default class CertificatesController {
  /** POST /volunteer/certificates { from, to } — issues one and opens its PDF. */
  async store(ctx: HttpContext) {
    const { from, to } = await ctx.request.validateUsing(certificateValidator)
    if (from > to) {
      ctx.session.flash('inputErrorsBag', { from: CERTIFICATE_MESSAGES.order })
      return ctx.response.redirect().back()
    }
    const certificate = await issueCertificate(ctx.auth.getUserOrFail(), from, to)
    return ctx.inertia.location(`/volunteer/certificates/${certificate.id}/pdf`)
  }

  /** GET /volunteer/certificates/:id/pdf — the holder's PDF (others: not found). */
  async pdf(ctx: HttpContext) {
    const certificate = await findCertificate(String(ctx.params.id))
    if (!certificate || certificate.userId !== ctx.auth.getUserOrFail().id) notFound(ctx)
    const content = parseCertificateContent(certificate.content) ?? notFound(ctx)
    const pdf = await certificatePdf(content, certificate.signature)
    ctx.response.header('Content-Type', 'application/pdf')
    ctx.response.header('Content-Disposition', `inline; filename="volunteer-hours-${content.from}-to-${content.to}.pdf"`)
    return ctx.response.send(pdf)
  }

  /** GET /volunteer/certificates/:id — public: genuine and unchanged, revoked, or altered. */
  async verify(ctx: HttpContext) {
    const certificate = (await findCertificate(String(ctx.params.id))) ?? notFound(ctx)
    const verdict = await checkCertificate(certificate)
    return ctx.inertia.render('volunteering/certificate', { verdict: CertificateVerdictTransformer.transform({ ...verdict, publicKey: publicKeyText() }) })
  }
}
