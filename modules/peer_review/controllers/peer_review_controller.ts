import type { HttpContext } from '@adonisjs/core/http'
import { notFound, refuseForm } from '#app/support/http'
import { formErrorBag, validateForm } from '#modules/forms/index'
import { answerDenial } from '#modules/identity/index'
import PeerReviewPolicy from '../policies/peer_review_policy.js'
import { auditFactsOf, auditQueueFor, auditorStandingOf, auditsReceivedBy, auditsWrittenBy, findAudit, findSession, hostedRecentSessions, liveRecordingsOf } from '../queries/peer_review.js'
import { AUDIT_RUBRIC_VERSION, auditForm } from '../rubric.js'
import { attachRecording } from '../actions/attach_recording.js'
import { submitAudit } from '../actions/submit_audit.js'
import { replyToAudit } from '../actions/reply_to_audit.js'
import { RECORDING_MESSAGES, recordingMessages, recordingValidator, replyValidator } from '../validators/peer_review_validators.js'
import QueueRowTransformer from '../transformers/queue_row_transformer.js'
import AuditTransformer from '../transformers/audit_transformer.js'
import HostedSessionTransformer from '../transformers/hosted_session_transformer.js'
import AuditSessionTransformer from '../transformers/audit_session_transformer.js'
import RecordingTransformer from '../transformers/recording_transformer.js'
import StandingTransformer from '../transformers/standing_transformer.js'
import FeaturedExampleTransformer from '../transformers/featured_example_transformer.js'
import { featuredExamples } from '../queries/featured.js'
import { conflict, denied, done, idOr404 } from './respond.js'

/* The tutor's side of peer review (spec 000 §2.2 /tutor/peer-review/{path?}). */
export default class PeerReviewController {
  /** GET /tutor/peer-review: the sessions waiting for the viewer's review, and the reviews they wrote. */
  async queue(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(PeerReviewPolicy).execute('useQueue')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const user = ctx.auth.getUserOrFail()
    const standing = await auditorStandingOf(user)
    return ctx.inertia.render('peer_review/queue', {
      standing: StandingTransformer.transform(standing),
      queue: QueueRowTransformer.transform(await auditQueueFor(user, standing)),
      written: AuditTransformer.transform(await auditsWrittenBy(user.id)),
      featured: FeaturedExampleTransformer.transform(await featuredExamples()),
    })
  }

  /** GET /tutor/peer-review/:id: the audit page of a session. */
  async show(ctx: HttpContext) {
    const facts = await this.facts(ctx)
    const verdict = await ctx.bouncer.with(PeerReviewPolicy).execute('audit', facts)
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const standing = await auditorStandingOf(ctx.auth.getUserOrFail())
    const { form, sections } = auditForm({ level: standing.level, isAdminMentorOrPolicy: standing.isAdminMentorOrPolicy, hostsFirstSessions: facts.hostsFirstSessions })
    return ctx.inertia.render('peer_review/audit', {
      session: AuditSessionTransformer.transform(facts),
      recordings: RecordingTransformer.transform(facts.recordings),
      form,
      sections,
      rubricVersion: AUDIT_RUBRIC_VERSION,
      level: standing.level,
    })
  }

  /** POST /tutor/peer-review/:id: submit the audit. */
  async store(ctx: HttpContext) {
    const facts = await this.facts(ctx)
    const verdict = await ctx.bouncer.with(PeerReviewPolicy).execute('audit', facts)
    if (!verdict.authorized) return denied(ctx, verdict)
    const user = ctx.auth.getUserOrFail()
    const standing = await auditorStandingOf(user)
    const { form } = auditForm({ level: standing.level, isAdminMentorOrPolicy: standing.isAdminMentorOrPolicy, hostsFirstSessions: facts.hostsFirstSessions })
    let answers
    try {
      const validated = await validateForm(form, ctx.request.body(), user)
      answers = validated.values
    } catch (error) {
      const bag = formErrorBag(error)
      if (!bag) throw error
      return refuseForm(ctx, bag)
    }
    const result = await submitAudit({
      sessionId: facts.session.id,
      tutorId: facts.session.userId,
      sessionTitle: facts.session.title,
      auditorId: user.id,
      level: standing.level,
      auditorVerified: standing.verified,
      version: AUDIT_RUBRIC_VERSION,
      answers,
      durationSeconds: null,
    })
    if (!result) return conflict(ctx, 'You have already reviewed this session.')
    return done(ctx, 'Thank you for your review! You earned 4 points.', '/tutor/peer-review')
  }

  /** GET /tutor/peer-review/mine: the host's recent sessions (recordings) and the reviews of their sessions. */
  async mine(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const sessions = await hostedRecentSessions(user.id)
    const recordings = await liveRecordingsOf(sessions.map((session) => session.id))
    return ctx.inertia.render('peer_review/mine', {
      sessions: HostedSessionTransformer.transform(sessions.map((session) => ({ session, recordings: recordings.get(session.id) ?? [] }))),
      audits: AuditTransformer.transform(await auditsReceivedBy(user.id)),
    })
  }

  /** POST /tutor/peer-review/sessions/:id/recordings: a host attaches a recording link. */
  async attach(ctx: HttpContext) {
    const session = (await findSession(idOr404(ctx))) ?? notFound(ctx)
    const all = await auditFactsOf([session])
    const facts = all.get(session.id)!
    const verdict = await ctx.bouncer.with(PeerReviewPolicy).execute('attachRecording', session, facts.hostIds)
    if (!verdict.authorized) return denied(ctx, verdict)
    const payload = await ctx.request.validateUsing(recordingValidator, { messagesProvider: recordingMessages })
    const added = await attachRecording({ sessionId: session.id, url: payload.url, source: 'manual', byUserId: ctx.auth.getUserOrFail().id, breakoutTitle: payload.breakoutTitle ?? null })
    if (!added) return refuseForm(ctx, { url: RECORDING_MESSAGES.duplicate })
    return done(ctx, 'Recording added. Peer reviewers can watch it for 30 days.')
  }

  /** POST /tutor/peer-review/audits/:id/reply: the audited tutor's reply. */
  async reply(ctx: HttpContext) {
    const audit = (await findAudit(idOr404(ctx))) ?? notFound(ctx)
    const verdict = await ctx.bouncer.with(PeerReviewPolicy).execute('reply', audit)
    if (!verdict.authorized) return denied(ctx, verdict)
    const payload = await ctx.request.validateUsing(replyValidator)
    const replied = await replyToAudit({ auditId: audit.id, tutorId: audit.userId, comment: payload.comment, rating: payload.rating })
    if (!replied) return conflict(ctx, 'You have already replied to this review.')
    return done(ctx, 'Thank you for your reply! You earned 1 point.')
  }

  private async facts(ctx: HttpContext) {
    const session = (await findSession(idOr404(ctx))) ?? notFound(ctx)
    const all = await auditFactsOf([session])
    return all.get(session.id)!
  }
}
