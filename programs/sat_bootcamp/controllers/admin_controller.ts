import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import { adminFrameFor } from '#kernel/admin_menu'
import { programDate, programDateTime } from '#kernel/programs/format'
import { PROGRAM_ZONE } from '#kernel/programs/define_program'
import AdminFrameTransformer from '#kernel/transformers/admin_frame_transformer'
import { answerDenial, answerWriteDenial } from '#modules/identity/index'
import { AuthorizationResponse } from '@adonisjs/bouncer'
import { answerDone, notFound, positiveIdParam, refuseForm } from '#app/support/http'
import { createScoreBand } from '../actions/create_score_band.js'
import { updateScoreBand } from '../actions/update_score_band.js'
import { BAND_MESSAGES } from '../score_bands.js'
import { scoreBandMessages, scoreBandValidator, seriesLevelValidator, skillsBuilderMessages, templateKindValidator } from '../validators/score_band_validators.js'
import { markSkillsBuilderTemplate } from '../actions/mark_skills_builder_template.js'
import { setSeriesLevel } from '../actions/set_series_level.js'
import { satTemplates } from '../queries/skills_builders.js'
import { SKILLS_BUILDER_ADMIN_MESSAGES } from '../skills_builders.js'
import { skillsBuilderSeries } from '#modules/series/index'
import { PROGRAM_SLUG } from '../constants.js'
import { linkOnboardingSession } from '../actions/link_onboarding_session.js'
import { onboardingLinkValidator, tutorMessages } from '../validators/tutor_validators.js'
import { ADMIN_PAGE, SAT_ADMIN_PAGE } from '../pages.js'
import SatPolicy from '../policies/sat_policy.js'
import { ADMIN_LIST_LIMIT, CSV_COLUMNS, csvOf, satAdminUsers, scoreBands } from '../queries/admin.js'
import { satTests } from '../queries/tests.js'
import { CSV_NOTE } from '../csv_note.js'
import SatAdminUserTransformer from '../transformers/sat_admin_user_transformer.js'
import ScoreBandTransformer from '../transformers/score_band_transformer.js'

/*
 * The SAT console, /admin/sat (spec 000 §2.6 admin sat; §6.3 "SAT | collegeboard or
 * user-support:lead"): SAT users with their consent status, the SAT tests and the score bands,
 * and the partners' CSV.
 */
export default class SatAdminController {
  async index(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(SatPolicy).execute('administer')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const at = (value: DateTime) => programDateTime(value, PROGRAM_ZONE)
    const [users, bands, templates, skillsSeries] = await Promise.all([satAdminUsers(), scoreBands(), satTemplates(), skillsBuilderSeries({ programSlug: PROGRAM_SLUG })])
    return ctx.inertia.render(ADMIN_PAGE, {
      users: SatAdminUserTransformer.transform(users),
      limit: ADMIN_LIST_LIMIT,
      tests: satTests().map((test) => ({
        key: test.key,
        title: test.title,
        testDate: programDate(test.testDate, PROGRAM_ZONE),
        tutorReleasedAt: at(test.tutorReleasedAt),
        learnerReleasedAt: at(test.learnerReleasedAt),
        onboardingSessionReleasedAt: at(test.onboardingSessionReleasedAt),
        onboardingSessionDeadline: at(test.onboardingSessionDeadline),
        seriesCreationDeadline: at(test.seriesCreationDeadline),
        learnerRegistrationDeadline: at(test.learnerRegistrationDeadline),
        seriesStart: at(test.seriesStartMin),
        seriesEnd: at(test.seriesEndMax),
      })),
      bands: ScoreBandTransformer.transform(bands),
      skillsBuilders: {
        templates: templates.map((template) => ({ id: template.id, title: template.title, skillsBuilder: template.kind === 'skills-builder', test: template.programIteration })),
        series: skillsSeries.map((series) => ({ id: series.id, title: series.title, templateTitle: series.templateTitle, closed: series.closed, levelId: series.band?.id ?? null, level: series.band?.label ?? null })),
      },
      csv: { href: '/admin/sat/users.csv', columns: [...CSV_COLUMNS], note: CSV_NOTE },
      admin: AdminFrameTransformer.transform(adminFrameFor(await ctx.auth.getUserOrFail().roles(), SAT_ADMIN_PAGE.key)),
    })
  }

  /** POST /admin/sat/onboarding-sessions: a session of the world made an onboarding session of a test. */
  async linkOnboarding(ctx: HttpContext) {
    const payload = await ctx.request.validateUsing(onboardingLinkValidator, { messagesProvider: tutorMessages })
    const verdict = await ctx.bouncer.with(SatPolicy).execute('administer')
    if (!verdict.authorized) return answerWriteDenial(ctx, verdict)
    const test = satTests().find((entry) => entry.key === payload.test)
    if (!test) return answerWriteDenial(ctx, AuthorizationResponse.deny('Choose the SAT test.', 422))
    const outcome = await linkOnboardingSession(payload.sessionId, test, ctx.auth.getUserOrFail().id)
    if (!outcome.ok) return answerWriteDenial(ctx, AuthorizationResponse.deny(outcome.message, 422))
    return answerDone(ctx, outcome.message)
  }

  /** POST /admin/sat/bands: a new score band (score_bands.ts "Editing bands"). */
  async createBand(ctx: HttpContext) {
    const payload = await ctx.request.validateUsing(scoreBandValidator, { messagesProvider: scoreBandMessages })
    const verdict = await ctx.bouncer.with(SatPolicy).execute('administer')
    if (!verdict.authorized) return answerWriteDenial(ctx, verdict)
    const outcome = await createScoreBand(payload)
    if (!outcome.ok) return refuseForm(ctx, { [outcome.field]: outcome.message })
    return answerDone(ctx, BAND_MESSAGES.created(payload.name))
  }

  /** PUT /admin/sat/bands/:id: edit, deactivate or reactivate a band. */
  async updateBand(ctx: HttpContext) {
    const id = positiveIdParam(ctx)
    const payload = await ctx.request.validateUsing(scoreBandValidator, { messagesProvider: scoreBandMessages })
    const verdict = await ctx.bouncer.with(SatPolicy).execute('administer')
    if (!verdict.authorized) return answerWriteDenial(ctx, verdict)
    const outcome = await updateScoreBand(id, payload)
    if (!outcome) return notFound(ctx)
    if (!outcome.ok) return refuseForm(ctx, { [outcome.field]: outcome.message })
    return answerDone(ctx, BAND_MESSAGES.updated(payload.name))
  }

  /** POST /admin/sat/skills-builders/templates/:id: a template made a skills builder, or standard again. */
  async markTemplate(ctx: HttpContext) {
    const id = positiveIdParam(ctx)
    const { kind } = await ctx.request.validateUsing(templateKindValidator, { messagesProvider: skillsBuilderMessages })
    const verdict = await ctx.bouncer.with(SatPolicy).execute('administer')
    if (!verdict.authorized) return answerWriteDenial(ctx, verdict)
    const outcome = await markSkillsBuilderTemplate(id, kind)
    if (!outcome.ok) return answerWriteDenial(ctx, AuthorizationResponse.deny(outcome.reason, 422))
    return answerDone(ctx, SKILLS_BUILDER_ADMIN_MESSAGES.marked(kind))
  }

  /** PUT /admin/sat/skills-builders/series/:id: a skills builder's series gets its level. */
  async setLevel(ctx: HttpContext) {
    const id = positiveIdParam(ctx)
    const { bandId } = await ctx.request.validateUsing(seriesLevelValidator, { messagesProvider: skillsBuilderMessages })
    const verdict = await ctx.bouncer.with(SatPolicy).execute('administer')
    if (!verdict.authorized) return answerWriteDenial(ctx, verdict)
    const outcome = await setSeriesLevel(id, bandId)
    if (!outcome.ok) return refuseForm(ctx, { bandId: outcome.reason })
    return answerDone(ctx, SKILLS_BUILDER_ADMIN_MESSAGES.levelSet)
  }

  /** GET /admin/sat/users.csv */
  async export(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(SatPolicy).execute('administer')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const body = csvOf(await satAdminUsers())
    ctx.response.header('Content-Type', 'text/csv; charset=utf-8')
    ctx.response.header('Content-Disposition', `attachment; filename="sat-bootcamp-users-${DateTime.utc().toISODate()}.csv"`)
    ctx.response.header('Cache-Control', 'no-store')
    return body
  }
}
