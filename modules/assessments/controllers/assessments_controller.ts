import type { HttpContext } from '@adonisjs/core/http'
import { notFound, refuseForm } from '#app/support/http'
import type { UserUpload } from '#modules/uploads/index'
import AssessmentPolicy from '../policies/assessment_policy.js'
import { assessmentsOf, findAssessment, linkableTargets } from '../queries/assessments.js'
import { targetsOf } from '../queries/targets.js'
import { createAssessment, updateAssessment } from '../actions/save_assessment.js'
import { publishAssessment } from '../actions/publish_assessment.js'
import { linkAssessment } from '../actions/link_assessment.js'
import { assessmentValidator, createValidator, linkValidator, satValidator } from '../validators/assessment_validators.js'
import { unlinkTemplate } from '../actions/unlink_assessment.js'
import { removeSatPracticeTest, saveSatPracticeTest, UploadTakenError } from '../actions/save_sat_practice_test.js'
import { satOf, satTestChoices, satUpload } from '../queries/sat.js'
import { templateLinksOf } from '../queries/template_links.js'
import SatAssessmentTransformer from '../transformers/sat_assessment_transformer.js'
import AssessmentTransformer from '../transformers/assessment_transformer.js'
import AssessmentRowTransformer from '../transformers/assessment_row_transformer.js'
import TargetTransformer from '../transformers/target_transformer.js'
import { ASSESSMENT_MESSAGES, SAT_MESSAGES, questionProblem } from '../shared/index.js'
import { answerDenial, conflict, denied, done, idOr404 } from './respond.js'

/* "My assessments" and the editor (issue 21 §4; spec 000 §6.4 management by the owner or a host of a linked class). */
export default class AssessmentsController {
  async index(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    return ctx.inertia.render('assessments/mine', {
      assessments: AssessmentRowTransformer.transform(await assessmentsOf(user.id)),
      canCreate: await ctx.bouncer.with(AssessmentPolicy).allows('create'),
    })
  }

  async store(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(AssessmentPolicy).execute('create')
    if (!verdict.authorized) return denied(ctx, verdict)
    const { title } = await ctx.request.validateUsing(createValidator)
    const assessment = await createAssessment(ctx.auth.getUserOrFail().id, { title, description: '', questions: [] })
    return done(ctx, 'Assessment created: add its questions.', `/assessments/${assessment.id}`)
  }

  async edit(ctx: HttpContext) {
    const assessment = (await findAssessment(idOr404(ctx))) ?? notFound(ctx)
    const verdict = await ctx.bouncer.with(AssessmentPolicy).execute('manage', assessment)
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    return ctx.inertia.render('assessments/edit', {
      assessment: AssessmentTransformer.transform(assessment),
      targets: TargetTransformer.transform(await targetsOf(assessment)),
      linkable: await linkableTargets(ctx.auth.getUserOrFail().id),
      templateLinks: await templateLinksOf([assessment.id]),
      canUnlinkTemplates: await ctx.bouncer.with(AssessmentPolicy).allows('unlinkTemplate', assessment),
      sat: await satView(assessment.id),
      satTests: satTestChoices(),
    })
  }

  async update(ctx: HttpContext) {
    const assessment = (await findAssessment(idOr404(ctx))) ?? notFound(ctx)
    const verdict = await ctx.bouncer.with(AssessmentPolicy).execute('manage', assessment)
    if (!verdict.authorized) return denied(ctx, verdict)
    if (assessment.archivedAt) return conflict(ctx, ASSESSMENT_MESSAGES.archived)
    const payload = await ctx.request.validateUsing(assessmentValidator)
    const questions = payload.questions.map((question) => ({ ...question, correctNumber: question.correctNumber ?? null, tolerance: question.tolerance ?? 0 }))
    const problem = questionProblem(questions)
    if (problem) return refuseForm(ctx, { questions: problem })
    if (assessment.publishedAt && questions.length === 0) return refuseForm(ctx, { questions: ASSESSMENT_MESSAGES.noQuestions })
    const saved = await updateAssessment(assessment.id, { title: payload.title, description: payload.description ?? '', questions })
    if (!saved.ok) return conflict(ctx, saved.message)
    return done(ctx, 'Assessment saved.')
  }

  async publish(ctx: HttpContext) {
    const assessment = (await findAssessment(idOr404(ctx))) ?? notFound(ctx)
    const verdict = await ctx.bouncer.with(AssessmentPolicy).execute('manage', assessment)
    if (!verdict.authorized) return denied(ctx, verdict)
    if (assessment.formBlocks.length === 0) return conflict(ctx, ASSESSMENT_MESSAGES.noQuestions)
    if (!(await publishAssessment(assessment.id))) return conflict(ctx, assessment.archivedAt ? ASSESSMENT_MESSAGES.archived : 'This assessment is already published.')
    return done(ctx, 'Assessment published: you can now release it to your classes.')
  }

  async link(ctx: HttpContext) {
    const assessment = (await findAssessment(idOr404(ctx))) ?? notFound(ctx)
    const { kind, targetId } = await ctx.request.validateUsing(linkValidator)
    const verdict = await ctx.bouncer.with(AssessmentPolicy).execute('link', assessment, kind, targetId)
    if (!verdict.authorized) return denied(ctx, verdict)
    if (!(await linkAssessment(assessment.id, kind, targetId))) return conflict(ctx, ASSESSMENT_MESSAGES.alreadyLinked)
    return done(ctx, `Assessment linked to the ${kind}. Release it when the class should take it.`)
  }

  /** Takes the assessment from a series template (its series that released it keep their own link). */
  async unlinkTemplate(ctx: HttpContext) {
    const assessment = (await findAssessment(idOr404(ctx))) ?? notFound(ctx)
    const templateId = idOr404(ctx, 'templateId')
    const verdict = await ctx.bouncer.with(AssessmentPolicy).execute('unlinkTemplate', assessment)
    if (!verdict.authorized) return denied(ctx, verdict)
    if (!(await unlinkTemplate(assessment.id, templateId))) return conflict(ctx, ASSESSMENT_MESSAGES.notLinked)
    return done(ctx, 'Unlinked from the series template. Series that already released it keep it.')
  }

  /** Makes the assessment an SAT practice test, or replaces its PDFs (issue 21 §4; spec 001 §3.5 sat_assessment). */
  async saveSat(ctx: HttpContext) {
    const assessment = (await findAssessment(idOr404(ctx))) ?? notFound(ctx)
    const verdict = await ctx.bouncer.with(AssessmentPolicy).execute('manage', assessment)
    if (!verdict.authorized) return denied(ctx, verdict)
    if (assessment.archivedAt) return conflict(ctx, ASSESSMENT_MESSAGES.archived)
    const payload = await ctx.request.validateUsing(satValidator)
    const satTest = payload.satTest || null
    if (satTest && !satTestChoices().some((choice) => choice.key === satTest)) return refuseForm(ctx, { satTest: SAT_MESSAGES.unknownTest })
    const existing = await satOf(assessment.id)
    if (!existing && (!payload.testUploadId || !payload.answersUploadId)) return refuseForm(ctx, { [payload.testUploadId ? 'answersUploadId' : 'testUploadId']: SAT_MESSAGES.bothNeeded })
    if (payload.testUploadId && payload.testUploadId === payload.answersUploadId) return refuseForm(ctx, { answersUploadId: SAT_MESSAGES.taken })
    const userId = ctx.auth.getUserOrFail().id
    const files: { test?: UserUpload; answers?: UserUpload } = {}
    for (const [field, key] of [
      ['testUploadId', 'test'],
      ['answersUploadId', 'answers'],
    ] as const) {
      const id = payload[field]
      if (!id) continue
      const checked = await satUpload(userId, id)
      if ('error' in checked) return refuseForm(ctx, { [field]: checked.error })
      files[key] = checked.upload
    }
    try {
      await saveSatPracticeTest(assessment.id, { satTest, ...files })
    } catch (error) {
      if (error instanceof UploadTakenError) return conflict(ctx, SAT_MESSAGES.taken)
      throw error
    }
    return done(ctx, existing ? 'Practice test saved.' : 'This assessment is now an SAT practice test.')
  }

  async removeSat(ctx: HttpContext) {
    const assessment = (await findAssessment(idOr404(ctx))) ?? notFound(ctx)
    const verdict = await ctx.bouncer.with(AssessmentPolicy).execute('manage', assessment)
    if (!verdict.authorized) return denied(ctx, verdict)
    if (!(await removeSatPracticeTest(assessment.id))) return conflict(ctx, SAT_MESSAGES.none)
    return done(ctx, 'The practice test and its PDFs were removed from this assessment.')
  }
}

async function satView(assessmentId: number) {
  const sat = await satOf(assessmentId)
  return sat ? SatAssessmentTransformer.transform(sat) : null
}
