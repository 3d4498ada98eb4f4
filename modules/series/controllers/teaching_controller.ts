import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import { notFound } from '#app/support/http'
import type Series from '../models/series.js'
import TeachingPolicy from '../policies/teaching_policy.js'
import { seriesOverview } from '../queries/series_page.js'
import { activeRegistration, findSeries, worldOf } from '../queries/series_queries.js'
import { curriculumOf, learnerPlans, previousSession, prepOpen, sessionOfSeries } from '../queries/teaching.js'
import { updateGroupLessonPlan, updateLearnerLessonPlan } from '../actions/update_lesson_plan.js'
import { completeLessonPrep } from '../actions/complete_lesson_prep.js'
import { lessonPlanValidator, lessonPrepValidator } from '../validators/teaching_validators.js'
import { seriesMessages } from '../validators/series_validators.js'
import SeriesTransformer from '../transformers/series_transformer.js'
import LearnerPlanTransformer from '../transformers/learner_plan_transformer.js'
import LearnerAnswersTransformer from '../transformers/learner_answers_transformer.js'
import { questionnaireForm } from '../questionnaire.js'
import PrepSessionTransformer from '../transformers/prep_session_transformer.js'
import { SERIES_MESSAGES } from '../messages.js'
import { answerSeriesDenial, refuseOnSeries, succeedOnSeries } from './series_responses.js'

/*
 * Lesson plans and lesson prep of a series (issue 21 §2; spec 000 §2.2 "/series/{id}/lesson-plan
 * (query as=tutor)"). Who may is TeachingPolicy.
 */
async function seriesOf(ctx: HttpContext): Promise<Series> {
  return (await findSeries(ctx.params.id)) ?? notFound(ctx)
}

/** The current learners' questionnaire answers, for the prep prompt (issue 21 §3): none when it asks nothing. */
async function learnersAnswers(series: Series) {
  if (!series.questionnaire.length) return []
  const { registrations, people } = await learnerPlans(series.id)
  return LearnerAnswersTransformer.transform(registrations, people)
}

const planPath = (series: Series, asTutor = false) => `/series/${series.id}/lesson-plan${asTutor ? '?as=tutor' : ''}`
const prepPath = (series: Series, sessionId: number) => `/series/${series.id}/sessions/${sessionId}/prep`

export default class TeachingController {
  /** GET /series/:id/lesson-plan — the group plan and the viewer's own; ?as=tutor every learner's (hosts, staff). */
  async lessonPlan(ctx: HttpContext) {
    const series = await seriesOf(ctx)
    const policy = ctx.bouncer.with(TeachingPolicy)
    const asTutor = ctx.request.qs().as === 'tutor'
    const allowed = await policy.execute(asTutor ? 'viewLearnerPlans' : 'viewLessonPlan', series)
    if (!allowed.authorized) return answerSeriesDenial(ctx, allowed)
    const me = ctx.auth.user!
    const own = await activeRegistration(series.id, me.id)
    const learners = asTutor ? await learnerPlans(series.id) : null
    return ctx.inertia.render('series/lesson_plan', {
      series: SeriesTransformer.transform(await seriesOverview(series, (await worldOf(series))!)),
      groupPlan: series.groupLessonPlan,
      ownPlan: own ? own.lessonPlan : null,
      registered: own !== null,
      asTutor,
      canEdit: await policy.allows('editLessonPlan', series),
      canViewLearnerPlans: await policy.allows('viewLearnerPlans', series),
      learners: learners ? LearnerPlanTransformer.transform(learners.registrations, learners.people) : [],
    })
  }

  /** PUT /series/:id/lesson-plan — the group plan (hosts). */
  async updateGroupPlan(ctx: HttpContext) {
    const series = await seriesOf(ctx)
    const allowed = await ctx.bouncer.with(TeachingPolicy).execute('editLessonPlan', series)
    if (!allowed.authorized) return answerSeriesDenial(ctx, allowed)
    const { plan } = await ctx.request.validateUsing(lessonPlanValidator, { messagesProvider: seriesMessages })
    await updateGroupLessonPlan(series.id, plan)
    return succeedOnSeries(ctx, series.id, 'The group lesson plan is saved.', planPath(series))
  }

  /** PUT /series/:id/lesson-plan/learners/:registrationId — one learner's plan (hosts). */
  async updateLearnerPlan(ctx: HttpContext) {
    const series = await seriesOf(ctx)
    const allowed = await ctx.bouncer.with(TeachingPolicy).execute('editLessonPlan', series)
    if (!allowed.authorized) return answerSeriesDenial(ctx, allowed)
    const { plan } = await ctx.request.validateUsing(lessonPlanValidator, { messagesProvider: seriesMessages })
    const saved = await updateLearnerLessonPlan(series.id, Number(ctx.params.registrationId), plan)
    if (!saved) return refuseOnSeries(ctx, series.id, SERIES_MESSAGES.notALearner, 'form', planPath(series, true))
    return succeedOnSeries(ctx, series.id, 'The learner’s plan is saved.', planPath(series, true))
  }

  /** GET /series/:id/sessions/:sessionId/prep — the prep prompt (the session's hosts). */
  async prep(ctx: HttpContext) {
    const series = await seriesOf(ctx)
    const session = (await sessionOfSeries(series.id, ctx.params.sessionId)) ?? notFound(ctx)
    const allowed = await ctx.bouncer.with(TeachingPolicy).execute('prepareSession', series, session)
    if (!allowed.authorized) return answerSeriesDenial(ctx, allowed)
    const previous = await previousSession(session)
    return ctx.inertia.render('series/session_prep', {
      series: SeriesTransformer.transform(await seriesOverview(series, (await worldOf(series))!)),
      session: PrepSessionTransformer.transform(session),
      curriculum: await curriculumOf(session, series),
      previous: previous ? { title: previous.title, notes: previous.lessonPrepNotes } : null,
      groupPlan: series.groupLessonPlan,
      open: prepOpen(session, DateTime.utc()),
      questionnaire: questionnaireForm(series),
      answers: await learnersAnswers(series),
    })
  }

  /** POST /series/:id/sessions/:sessionId/prep — complete the prep (the session's hosts). */
  async completePrep(ctx: HttpContext) {
    const series = await seriesOf(ctx)
    const session = (await sessionOfSeries(series.id, ctx.params.sessionId)) ?? notFound(ctx)
    const allowed = await ctx.bouncer.with(TeachingPolicy).execute('prepareSession', series, session)
    if (!allowed.authorized) return answerSeriesDenial(ctx, allowed)
    const { minutes, notes } = await ctx.request.validateUsing(lessonPrepValidator, { messagesProvider: seriesMessages })
    const result = await completeLessonPrep({ sessionId: session.id, userId: ctx.auth.user!.id, minutes, notes: notes ?? null })
    if (!result.ok) return refuseOnSeries(ctx, series.id, result.reason, 'form', prepPath(series, session.id))
    return succeedOnSeries(ctx, series.id, 'Your prep is recorded. Thank you!', prepPath(series, session.id))
  }
}
