import type { HttpContext } from '@adonisjs/core/http'
import { notFound, refuseForm } from '#app/support/http'
import { defineForm } from '#modules/forms/shared/index'
import { formErrorBag, validateForm } from '#modules/forms/index'
import AssessmentPolicy from '../policies/assessment_policy.js'
import { findAssessment } from '../queries/assessments.js'
import { findTarget, submissionOf, type Target } from '../queries/targets.js'
import { resultsOf } from '../queries/results.js'
import { releaseAssessment, releaseResults } from '../actions/release_assessment.js'
import { submitAssessment } from '../actions/submit_assessment.js'
import { unlinkAssessment } from '../actions/unlink_assessment.js'
import { mayOpenSatFile, satOf } from '../queries/sat.js'
import SatAssessmentTransformer from '../transformers/sat_assessment_transformer.js'
import TargetTransformer from '../transformers/target_transformer.js'
import { hostsTarget } from '../policies/assessment_policy.js'
import { canSubmit, resultsVisible } from '../shared/index.js'
import { answerDenial, conflict, denied, done, idOr404, kindOr404 } from './respond.js'

/*
 * An assessment at a series or session (/assessments/:id/:kind/:targetId): its release, the
 * learners' submissions and the results (issue 21 §4; spec 001 §4.3).
 */
export default class ReleasesController {
  private async target(ctx: HttpContext): Promise<Target> {
    const assessment = (await findAssessment(idOr404(ctx))) ?? notFound(ctx)
    const kind = kindOr404(ctx)
    return (await findTarget(assessment, kind, idOr404(ctx, 'targetId'))) ?? notFound(ctx)
  }

  /** The learner's page: the questions while they may submit, then their submission and, once released, their score. */
  async show(ctx: HttpContext) {
    const target = await this.target(ctx)
    const verdict = await ctx.bouncer.with(AssessmentPolicy).execute('view', target)
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const user = ctx.auth.getUserOrFail()
    const submission = await submissionOf(target, user.id)
    const learner = (await ctx.bouncer.with(AssessmentPolicy).allows('submit', target)) || submission !== null
    const showScore = submission !== null && target.release !== null && resultsVisible(target.release)
    const sat = await satOf(target.assessment.id)
    return ctx.inertia.render('assessments/take', {
      target: TargetTransformer.transform(target),
      description: target.assessment.description,
      // The blocks only: the answer key never leaves the server for a learner.
      form: { key: 'assessment', blocks: target.assessment.formBlocks },
      learner,
      canSubmit: learner && target.release !== null && canSubmit(target.assessment, target.release, submission !== null),
      canTeach: target.assessment.userId === user.id || (await hostsTarget(user.id, target.kind, target.targetId)),
      // The view ability already opened the test PDF to this person; the answers PDF has its own rule.
      sat: sat ? new SatAssessmentTransformer(sat).forViewer(await mayOpenSatFile('answers', target.assessment, user.id)) : null,
      submission: submission ? { submittedAt: submission.createdAt.toUTC().toISO()!, answers: submission.responses, score: showScore ? submission.score : null, maxScore: showScore ? submission.maxScore : null } : null,
    })
  }

  async submit(ctx: HttpContext) {
    const target = await this.target(ctx)
    const verdict = await ctx.bouncer.with(AssessmentPolicy).execute('submit', target)
    if (!verdict.authorized) return denied(ctx, verdict)
    const user = ctx.auth.getUserOrFail()
    let values
    try {
      const validated = await validateForm(defineForm({ key: 'assessment', blocks: target.assessment.formBlocks }), ctx.request.body(), user)
      values = validated.values
    } catch (error) {
      const bag = formErrorBag(error)
      if (!bag) throw error
      return refuseForm(ctx, bag)
    }
    const submitted = await submitAssessment(target, user.id, values)
    if (!submitted.ok) return conflict(ctx, submitted.message)
    return done(ctx, 'Your answers are submitted. You will see your score once the results are released.')
  }

  async release(ctx: HttpContext) {
    const target = await this.target(ctx)
    const verdict = await ctx.bouncer.with(AssessmentPolicy).execute('teach', target)
    if (!verdict.authorized) return denied(ctx, verdict)
    const released = await releaseAssessment(target)
    if (!released.ok) return conflict(ctx, released.message)
    return done(ctx, 'Assessment released: the class can take it now.')
  }

  /** Unlinks the assessment from this series or session (refused once learners submitted here). */
  async unlink(ctx: HttpContext) {
    const target = await this.target(ctx)
    const verdict = await ctx.bouncer.with(AssessmentPolicy).execute('teach', target)
    if (!verdict.authorized) return denied(ctx, verdict)
    const unlinked = await unlinkAssessment(target)
    if (!unlinked.ok) return conflict(ctx, unlinked.message)
    return done(ctx, `Assessment unlinked from the ${target.kind}.`)
  }

  async releaseResults(ctx: HttpContext) {
    const target = await this.target(ctx)
    const verdict = await ctx.bouncer.with(AssessmentPolicy).execute('teach', target)
    if (!verdict.authorized) return denied(ctx, verdict)
    const released = await releaseResults(target)
    if (!released.ok) return conflict(ctx, released.message)
    return done(ctx, 'Results released: learners can see their scores.')
  }

  async results(ctx: HttpContext) {
    const target = await this.target(ctx)
    const verdict = await ctx.bouncer.with(AssessmentPolicy).execute('teach', target)
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    return ctx.inertia.render('assessments/results', { target: TargetTransformer.transform(target), ...(await resultsOf(target)) })
  }
}
