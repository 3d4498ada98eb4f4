import type { HttpContext } from '@adonisjs/core/http'
import { adminFrameFor } from '#kernel/admin_menu'
import AdminFrameTransformer from '#kernel/transformers/admin_frame_transformer'
import { notFound, refuseForm } from '#app/support/http'
import { findTopic } from '#modules/catalog/index'
import { answerDenial, findUserByUsername } from '#modules/identity/index'
import CertificationPolicy from '../policies/certification_policy.js'
import { adminQueues, findRequest, reviewsOf } from '../queries/certifications.js'
import { approveRecording } from '../actions/approve_recording.js'
import { rejectRecording } from '../actions/reject_recording.js'
import { decideCertification } from '../actions/decide_certification.js'
import { grantHonorary } from '../actions/grant_honorary.js'
import { revokeCertification } from '../actions/revoke_certification.js'
import { decideValidator, honoraryValidator, reasonValidator } from '../validators/certification_validators.js'
import QueueRowTransformer from '../transformers/queue_row_transformer.js'
import ReviewTransformer from '../transformers/review_transformer.js'
import { CERTIFICATIONS_PAGE } from '../admin_pages.js'
import { conflict, denied, done, idOr404 } from './respond.js'

type Ability = 'approveRecordings' | 'grantHonorary' | 'lead'

/* The Certifications console page, /admin/certifications (spec 000 §2.6, §6.3), and its actions. */
export default class AdminCertificationsController {
  async index(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(CertificationPolicy).execute('openConsole')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const policy = ctx.bouncer.with(CertificationPolicy)
    const queues = await adminQueues()
    const perRequest = await Promise.all(queues.inReview.map((row) => reviewsOf(row.request.id)))
    const reviews = perRequest.flat()
    return ctx.inertia.render('certification/admin', {
      recordings: QueueRowTransformer.transform(queues.recordings),
      inReview: QueueRowTransformer.transform(queues.inReview),
      approved: QueueRowTransformer.transform(queues.approved),
      reviews: ReviewTransformer.transform(reviews),
      can: { approveRecordings: await policy.allows('approveRecordings'), grantHonorary: await policy.allows('grantHonorary'), lead: await policy.allows('lead') },
      admin: AdminFrameTransformer.transform(adminFrameFor(await ctx.auth.getUserOrFail().roles(), CERTIFICATIONS_PAGE.key)),
    })
  }

  private async allowed(ctx: HttpContext, ability: Ability) {
    const console = await ctx.bouncer.with(CertificationPolicy).execute('openConsole')
    if (!console.authorized) return console
    return ctx.bouncer.with(CertificationPolicy).execute(ability)
  }

  async approveRecording(ctx: HttpContext) {
    const verdict = await this.allowed(ctx, 'approveRecordings')
    if (!verdict.authorized) return denied(ctx, verdict)
    const request = (await findRequest(idOr404(ctx))) ?? notFound(ctx)
    if (!(await approveRecording(request.id, ctx.auth.getUserOrFail().id))) return conflict(ctx, 'This recording was already handled.')
    return done(ctx, 'Recording approved: the request is ready for peer review.')
  }

  async rejectRecording(ctx: HttpContext) {
    const verdict = await this.allowed(ctx, 'approveRecordings')
    if (!verdict.authorized) return denied(ctx, verdict)
    const request = (await findRequest(idOr404(ctx))) ?? notFound(ctx)
    const { reason } = await ctx.request.validateUsing(reasonValidator)
    if (!(await rejectRecording(request.id, ctx.auth.getUserOrFail().id, reason))) return conflict(ctx, 'This recording was already handled.')
    return done(ctx, 'Recording turned down; the tutor may record again.')
  }

  async decide(ctx: HttpContext) {
    const verdict = await this.allowed(ctx, 'lead')
    if (!verdict.authorized) return denied(ctx, verdict)
    const request = (await findRequest(idOr404(ctx))) ?? notFound(ctx)
    const { decision, reason } = await ctx.request.validateUsing(decideValidator)
    if (!(await decideCertification(request.id, decision, ctx.auth.getUserOrFail().id, reason))) return conflict(ctx, 'This certification was already decided.')
    return done(ctx, decision === 'approve' ? 'Certification approved.' : 'Certification rejected.')
  }

  async revoke(ctx: HttpContext) {
    const verdict = await this.allowed(ctx, 'lead')
    if (!verdict.authorized) return denied(ctx, verdict)
    const request = (await findRequest(idOr404(ctx))) ?? notFound(ctx)
    const { reason } = await ctx.request.validateUsing(reasonValidator)
    if (!(await revokeCertification(request.id, ctx.auth.getUserOrFail().id, reason))) return conflict(ctx, 'This certification was already revoked.')
    return done(ctx, 'Certification revoked.')
  }

  async honorary(ctx: HttpContext) {
    const verdict = await this.allowed(ctx, 'grantHonorary')
    if (!verdict.authorized) return denied(ctx, verdict)
    const payload = await ctx.request.validateUsing(honoraryValidator)
    const user = await findUserByUsername(payload.username)
    if (!user) return refuseForm(ctx, { username: 'No one has this username.' })
    const topic = await findTopic(payload.topicId)
    if (!topic) return refuseForm(ctx, { topicId: 'No topic has this id.' })
    const granted = await grantHonorary(user.id, topic.id, ctx.auth.getUserOrFail().id, payload.reason ?? null)
    if (!granted) return refuseForm(ctx, { topicId: `${user.username} is already certified in this topic.` })
    return done(ctx, `Honorary certification granted to ${user.username}.`)
  }
}
