import type { HttpContext } from '@adonisjs/core/http'
import { adminFrameFor } from '#kernel/admin_menu'
import AdminFrameTransformer from '#kernel/transformers/admin_frame_transformer'
import { notFound } from '#app/support/http'
import { User, answerDenial } from '#modules/identity/index'
import PeerReviewPolicy from '../policies/peer_review_policy.js'
import { auditorsOverview, auditsNeedingReview, findAudit, recentAudits } from '../queries/peer_review.js'
import { verifyAudit } from '../actions/verify_audit.js'
import { writeAuditorNote } from '../actions/write_auditor_note.js'
import { markGoldStandard } from '../actions/mark_gold_standard.js'
import { auditorNoteValidator } from '../validators/peer_review_validators.js'
import StaffAuditTransformer from '../transformers/staff_audit_transformer.js'
import AuditorTransformer from '../transformers/auditor_transformer.js'
import { PEER_REVIEWS_PAGE } from '../admin_pages.js'
import { AUDIT_REVIEW_THRESHOLDS } from '../shared/index.js'
import { conflict, denied, done, idOr404 } from './respond.js'

/* The Peer Reviews console page, /admin/peer-review (spec 000 §2.6, §6.3 mentor), and its actions. */
export default class AdminPeerReviewController {
  async index(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(PeerReviewPolicy).execute('openConsole')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const user = ctx.auth.getUserOrFail()
    const withEscalation = await ctx.bouncer.with(PeerReviewPolicy).allows('readEscalation')
    const shape = (audits: Awaited<ReturnType<typeof recentAudits>>) => StaffAuditTransformer.transform(audits.map((audit) => ({ audit, withEscalation })))
    return ctx.inertia.render('peer_review/admin', {
      needingReview: shape(await auditsNeedingReview()),
      recent: shape(await recentAudits()),
      auditors: AuditorTransformer.transform(await auditorsOverview()),
      thresholds: AUDIT_REVIEW_THRESHOLDS,
      admin: AdminFrameTransformer.transform(adminFrameFor(await user.roles(), PEER_REVIEWS_PAGE.key)),
    })
  }

  /** GET /admin/peer-review/reviews/:id: one audit with its escalation comment (admin mentors and safety staff). */
  async show(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(PeerReviewPolicy).execute('readEscalation')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const audit = (await findAudit(idOr404(ctx))) ?? notFound(ctx)
    return ctx.inertia.render('peer_review/review', { audit: StaffAuditTransformer.transform({ audit, withEscalation: true }) })
  }

  /** POST /admin/peer-review/reviews/:id/verify */
  async verify(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(PeerReviewPolicy).execute('openConsole')
    if (!verdict.authorized) return denied(ctx, verdict)
    const audit = (await findAudit(idOr404(ctx))) ?? notFound(ctx)
    const verified = await verifyAudit({ auditId: audit.id, mentorId: ctx.auth.getUserOrFail().id })
    if (!verified) return conflict(ctx, 'This review is already verified.')
    return done(ctx, 'Review verified. You earned 4 points.')
  }

  /** POST /admin/peer-review/reviews/:id/gold: the session becomes a gold standard, this staff review its reference. */
  async gold(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(PeerReviewPolicy).execute('openConsole')
    if (!verdict.authorized) return denied(ctx, verdict)
    const audit = (await findAudit(idOr404(ctx))) ?? notFound(ctx)
    if (audit.auditLevel !== 'staff') return conflict(ctx, 'Only a review by a mentor or policy admin can be the reference of a gold standard.')
    const marked = await markGoldStandard({ sessionId: audit.sessionId, referenceAuditId: audit.id, byUserId: ctx.auth.getUserOrFail().id })
    if (!marked) return conflict(ctx, 'This session already is a gold standard.')
    return done(ctx, 'The session is now a gold standard: peers will get it blind in their queue.')
  }

  /** POST /admin/peer-review/auditors/:id/notes: a note on an auditor, optionally setting their level. */
  async note(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(PeerReviewPolicy).execute('openConsole')
    if (!verdict.authorized) return denied(ctx, verdict)
    const subject = (await User.find(idOr404(ctx))) ?? notFound(ctx)
    const payload = await ctx.request.validateUsing(auditorNoteValidator)
    await writeAuditorNote({ mentorId: ctx.auth.getUserOrFail().id, subjectUserId: subject.id, note: payload.note, newLevel: payload.newLevel ?? null })
    return done(ctx, 'Note saved.')
  }
}
