import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { answerDone, notFound, refuseForm } from '#app/support/http'
import { renderBlocked } from '#modules/identity/index'
import { questionnaireBlocks, questionnaireMessages, questionnaireValidator } from '#modules/tutoring/index'
import type { FormBlock } from '#modules/forms/shared/index'
import type Series from '../models/series.js'
import SeriesTemplate from '../models/series_template.js'
import SessionTemplate from '../models/session_template.js'
import SeriesPolicy from '../policies/series_policy.js'
import SeriesTemplatePolicy from '../policies/series_template_policy.js'
import { findSeries } from '../queries/series_queries.js'
import { updateSeriesQuestionnaire } from '../actions/update_series_questionnaire.js'
import { updateTemplateQuestionnaire } from '../actions/update_template_questionnaire.js'
import { QUESTIONNAIRE_MESSAGES } from '../questionnaire.js'
import { answerSeriesDenial, refuseOnSeries, succeedOnSeries } from './series_responses.js'

/*
 * The questionnaire editors (issue 21 §3; spec 001 §3.3 series.questionnaire,
 * series_template.questionnaire, session_template.questionnaire): a series' hosts edit its own
 * until the first session starts; staff who open the Templates admin edit a template's and its
 * session templates'. All three share one page (series/questionnaire_edit).
 */
const questions = (blocks: unknown[]) => (Array.isArray(blocks) ? (blocks as FormBlock[]) : [])

/** The editor's questions, checked by VineJS then as forms-engine blocks; null when refused (answered). */
async function blocksFrom(ctx: HttpContext): Promise<FormBlock[] | null> {
  const payload = await ctx.request.validateUsing(questionnaireValidator, { messagesProvider: questionnaireMessages })
  const checked = questionnaireBlocks(payload.questions)
  if ('problem' in checked) {
    await refuseForm(ctx, { questions: checked.problem })
    return null
  }
  return checked.blocks
}

async function seriesOf(ctx: HttpContext): Promise<Series> {
  return (await findSeries(ctx.params.id)) ?? notFound(ctx)
}

/** The series template of :id and, under /sessions/:sessionTemplateId, that session template. */
async function templateTarget(ctx: HttpContext) {
  const template = (await SeriesTemplate.find(Number(ctx.params.id) || 0)) ?? notFound(ctx)
  if (ctx.params.sessionTemplateId === undefined) return { template, session: null }
  const session =
    (await SessionTemplate.query()
      .where('id', Number(ctx.params.sessionTemplateId) || 0)
      .where('series_template_id', template.id)
      .first()) ?? notFound(ctx)
  return { template, session }
}

const templatePaths = (templateId: number, sessionTemplateId: number | null) => ({
  save:
    sessionTemplateId === null
      ? urlFor('series.template_questionnaire.update', { id: templateId })
      : urlFor('series.session_template_questionnaire.update', { id: templateId, sessionTemplateId }),
  back: `/admin/templates/${templateId}/edit`,
})

export default class QuestionnaireController {
  /** GET /series/:id/questionnaire — the hosts' editor. */
  async editSeries(ctx: HttpContext) {
    const series = await seriesOf(ctx)
    const allowed = await ctx.bouncer.with(SeriesPolicy).execute('editQuestionnaire', series)
    if (!allowed.authorized) return answerSeriesDenial(ctx, allowed, series.id)
    return ctx.inertia.render('series/questionnaire_edit', {
      heading: `Questionnaire: ${series.title}`,
      intro: 'Learners answer these questions when they register. You can change them until the first session starts.',
      questions: questions(series.questionnaire),
      saveUrl: urlFor('series.questionnaire.update', { id: series.id }),
      back: { href: urlFor('series.show', { id: series.id }), label: 'Back to the series' },
    })
  }

  /** PUT /series/:id/questionnaire */
  async updateSeries(ctx: HttpContext) {
    const series = await seriesOf(ctx)
    const allowed = await ctx.bouncer.with(SeriesPolicy).execute('editQuestionnaire', series)
    if (!allowed.authorized) return answerSeriesDenial(ctx, allowed, series.id)
    const blocks = await blocksFrom(ctx)
    if (!blocks) return
    const result = await updateSeriesQuestionnaire(series.id, blocks)
    if (!result.ok) return refuseOnSeries(ctx, series.id, result.reason)
    return succeedOnSeries(ctx, series.id, QUESTIONNAIRE_MESSAGES.saved)
  }

  /** GET /series-templates/:id/questionnaire and …/sessions/:sessionTemplateId/questionnaire — staff (Templates admin). */
  async editTemplate(ctx: HttpContext) {
    if (await ctx.bouncer.with(SeriesTemplatePolicy).denies('editQuestionnaire')) return renderBlocked(ctx, 'not_enough_permission')
    const { template, session } = await templateTarget(ctx)
    const paths = templatePaths(template.id, session?.id ?? null)
    return ctx.inertia.render('series/questionnaire_edit', {
      heading: session ? `Questionnaire: ${template.title} · ${session.title}` : `Questionnaire: ${template.title}`,
      intro: session
        ? 'Sessions hosted from this session template ask these questions when a learner registers. Sessions hosted before keep their own.'
        : 'Series hosted from this template ask these questions when a learner registers. Series hosted before keep their own.',
      questions: questions((session ?? template).questionnaire),
      saveUrl: paths.save,
      back: { href: paths.back, label: 'Back to the template' },
    })
  }

  /** PUT /series-templates/:id/questionnaire and …/sessions/:sessionTemplateId/questionnaire */
  async updateTemplate(ctx: HttpContext) {
    if (await ctx.bouncer.with(SeriesTemplatePolicy).denies('editQuestionnaire')) return renderBlocked(ctx, 'not_enough_permission')
    const { template, session } = await templateTarget(ctx)
    const blocks = await blocksFrom(ctx)
    if (!blocks) return
    if (!(await updateTemplateQuestionnaire({ templateId: template.id, sessionTemplateId: session?.id ?? null }, blocks))) notFound(ctx)
    return answerDone(ctx, QUESTIONNAIRE_MESSAGES.saved, templatePaths(template.id, session?.id ?? null).back)
  }
}
