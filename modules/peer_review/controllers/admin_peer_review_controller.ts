import type { HttpContext } from '@adonisjs/core/http'
import { adminFrameFor } from '#kernel/admin_menu'
import AdminFrameTransformer from '#kernel/transformers/admin_frame_transformer'
import { notFound, refuseForm } from '#app/support/http'
import { User, answerDenial } from '#modules/identity/index'
import PeerReviewPolicy from '../policies/peer_review_policy.js'
import { auditorsOverview, auditsNeedingReview, auditsReceivedBy, findAudit, recentAudits } from '../queries/peer_review.js'
import { featuredExamples, featuredKeysOf, learnersOf } from '../queries/featured.js'
import { doubleReviewAgreement } from '../queries/double_review.js'
import { featureAudit } from '../actions/feature_audit.js'
import { unfeatureAudit } from '../actions/unfeature_audit.js'
import { commentLabel } from '../rubric.js'
import { verifyAudit } from '../actions/verify_audit.js'
import { writeAuditorNote } from '../actions/write_auditor_note.js'
import { markGoldStandard } from '../actions/mark_gold_standard.js'
import { FEATURE_MESSAGES, auditorNoteValidator, featureValidator, reviewsFilterValidator } from '../validators/peer_review_validators.js'
import FeaturedExampleTransformer from '../transformers/featured_example_transformer.js'
import DoubleReviewSummaryTransformer from '../transformers/double_review_summary_transformer.js'
import StaffAuditTransformer from '../transformers/staff_audit_transformer.js'
import AuditorTransformer from '../transformers/auditor_transformer.js'
import { PEER_REVIEWS_PAGE } from '../admin_pages.js'
import { AUDIT_REVIEW_THRESHOLDS, namesAnyone } from '../shared/index.js'
import { conflict, denied, done, idOr404 } from './respond.js'

/* The Peer Reviews console page, /admin/peer-review (spec 000 §2.6, §6.3 mentor), and its actions. */
export default class AdminPeerReviewController {
  async index(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(PeerReviewPolicy).execute('openConsole')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const user = ctx.auth.getUserOrFail()
    const withEscalation = await ctx.bouncer.with(PeerReviewPolicy).allows('readEscalation')
    // ?tutor=<id>: the reviews of one tutor's sessions (the Tutors page links here); a bad id shows the recent ones.
    const [filterError, filters] = await reviewsFilterValidator.tryValidate(ctx.request.qs())
    const tutor = !filterError && filters.tutor ? await User.find(filters.tutor) : null
    const [needingReview, listed, overview, double, examples] = await Promise.all([
      auditsNeedingReview(),
      tutor ? auditsReceivedBy(tutor.id) : recentAudits(),
      auditorsOverview(),
      doubleReviewAgreement(),
      featuredExamples(),
    ])
    const featured = await featuredKeysOf([...needingReview, ...listed].map((audit) => audit.id))
    const shape = (audits: typeof listed) => StaffAuditTransformer.transform(audits.map((audit) => ({ audit, withEscalation, featuredKey: featured.get(audit.id) ?? null })))
    return ctx.inertia.render('peer_review/admin', {
      needingReview: shape(needingReview),
      recent: shape(listed),
      tutor: tutor ? { id: tutor.id, name: tutor.name } : null,
      auditors: AuditorTransformer.transform(overview.map((row) => ({ ...row, double: double.byAuditor.get(row.userId) ?? null }))),
      doubleReview: DoubleReviewSummaryTransformer.transform(double.overall),
      featured: FeaturedExampleTransformer.transform(examples),
      thresholds: AUDIT_REVIEW_THRESHOLDS,
      admin: AdminFrameTransformer.transform(adminFrameFor(await user.roles(), PEER_REVIEWS_PAGE.key)),
    })
  }

  /** GET /admin/peer-review/reviews/:id: one audit with its escalation comment (admin mentors and safety staff). */
  async show(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(PeerReviewPolicy).execute('readEscalation')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const audit = (await findAudit(idOr404(ctx))) ?? notFound(ctx)
    const featured = await featuredKeysOf([audit.id])
    const featuredKey = featured.get(audit.id) ?? null
    return ctx.inertia.render('peer_review/review', {
      audit: StaffAuditTransformer.transform({ audit, withEscalation: true, featuredKey }),
      comments: featurableComments(audit),
      canFeature: await ctx.bouncer.with(PeerReviewPolicy).allows('openConsole'),
    })
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

  /** POST /admin/peer-review/reviews/:id/feature { commentKey }: one written comment of the review becomes an example. */
  async feature(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(PeerReviewPolicy).execute('openConsole')
    if (!verdict.authorized) return denied(ctx, verdict)
    const audit = (await findAudit(idOr404(ctx))) ?? notFound(ctx)
    const { commentKey } = await ctx.request.validateUsing(featureValidator)
    if (!featurableComments(audit).some((comment) => comment.key === commentKey)) return refuseForm(ctx, { commentKey: FEATURE_MESSAGES.commentKey })
    if (namesAnyone(String(audit.answers[commentKey]), await learnersOf(audit.sessionId))) return refuseForm(ctx, { commentKey: FEATURE_MESSAGES.namesLearner })
    const featured = await featureAudit({ auditId: audit.id, mentorId: ctx.auth.getUserOrFail().id, commentKey })
    if (!featured) return conflict(ctx, 'This review already is an example.')
    return done(ctx, 'Featured: reviewers now see this comment as an example.')
  }

  /** POST /admin/peer-review/reviews/:id/unfeature */
  async unfeature(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(PeerReviewPolicy).execute('openConsole')
    if (!verdict.authorized) return denied(ctx, verdict)
    const audit = (await findAudit(idOr404(ctx))) ?? notFound(ctx)
    if (!(await unfeatureAudit(audit.id))) return conflict(ctx, 'This review is not featured.')
    return done(ctx, 'This review is no longer an example.')
  }
}

/** The written comments of a review a mentor may feature (non-empty text answers; never the escalation comment). */
function featurableComments(audit: { answers: Record<string, unknown>; rubricVersion: string }) {
  return Object.entries(audit.answers).flatMap(([key, value]) => {
    const label = commentLabel(key, audit.rubricVersion)
    return label !== null && typeof value === 'string' && value.trim() !== '' ? [{ key, label }] : []
  })
}
