import type { HttpContext } from '@adonisjs/core/http'
import { adminFrameFor } from '#kernel/admin_menu'
import AdminFrameTransformer from '#kernel/transformers/admin_frame_transformer'
import { notFound, refuseForm } from '#app/support/http'
import AssessmentPolicy from '../policies/assessment_policy.js'
import { allAssessments, findAssessment, templateChoices } from '../queries/assessments.js'
import { archiveAssessment } from '../actions/archive_assessment.js'
import { linkTemplate } from '../actions/link_template.js'
import { templateLinkValidator } from '../validators/assessment_validators.js'
import { templateLinksOf } from '../queries/template_links.js'
import { SeriesTemplate } from '#modules/series/index'
import AssessmentRowTransformer from '../transformers/assessment_row_transformer.js'
import { ASSESSMENTS_PAGE } from '../admin_pages.js'
import { answerDenial, conflict, denied, done, idOr404 } from './respond.js'

/* The console's Assessments page, /admin/assessments (spec 000 §2.6: super): every assessment, its usage, archive. */
export default class AdminAssessmentsController {
  async index(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(AssessmentPolicy).execute('openConsole')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const page = Math.max(1, Math.min(10_000, Number.parseInt(String(ctx.request.input('page', '1')), 10) || 1))
    const { rows, total, lastPage } = await allAssessments(page)
    return ctx.inertia.render('assessments/admin', {
      assessments: AssessmentRowTransformer.transform(rows),
      page,
      lastPage,
      total,
      templates: await templateChoices(),
      templateLinks: await templateLinksOf(rows.map((row) => row.assessment.id)),
      admin: AdminFrameTransformer.transform(adminFrameFor(await ctx.auth.getUserOrFail().roles(), ASSESSMENTS_PAGE.key)),
    })
  }

  async archive(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(AssessmentPolicy).execute('openConsole')
    if (!verdict.authorized) return denied(ctx, verdict)
    const assessment = (await findAssessment(idOr404(ctx))) ?? notFound(ctx)
    if (!(await archiveAssessment(assessment.id))) return conflict(ctx, 'This assessment is already archived.')
    return done(ctx, 'Assessment archived.')
  }

  /** Links an assessment to a series template: every series hosted from it gets the assessment (read at read time). */
  async linkTemplate(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(AssessmentPolicy).execute('openConsole')
    if (!verdict.authorized) return denied(ctx, verdict)
    const assessment = (await findAssessment(idOr404(ctx))) ?? notFound(ctx)
    const { seriesTemplateId } = await ctx.request.validateUsing(templateLinkValidator)
    const template = await SeriesTemplate.find(seriesTemplateId)
    if (!template) return refuseForm(ctx, { seriesTemplateId: 'No series template has this id.' })
    if (!(await linkTemplate(assessment.id, template.id))) return conflict(ctx, `This assessment is already linked to ${template.title}.`)
    return done(ctx, `Every series hosted from ${template.title} now gets this assessment.`)
  }
}
