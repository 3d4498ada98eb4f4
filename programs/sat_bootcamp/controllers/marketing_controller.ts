import type { HttpContext } from '@adonisjs/core/http'
import { AuthorizationResponse } from '@adonisjs/bouncer'
import { answerDone, refuseForm } from '#app/support/http'
import { removePhoneNumber } from '../actions/remove_phone_number.js'
import { savePhoneNumber } from '../actions/save_phone_number.js'
import { SAT_PHONE_MESSAGES } from '../phone.js'
import { answerWriteDenial } from '#modules/identity/index'
import { reportScores } from '../actions/report_scores.js'
import SatPolicy from '../policies/sat_policy.js'
import { SCORE_MESSAGE, satPhoneValidator, scoresValidator, tutorMessages } from '../validators/tutor_validators.js'
import { programNow } from '#kernel/programs/clock'
import { programDate, programDateTime } from '#kernel/programs/format'
import { PROGRAM_ZONE } from '#kernel/programs/define_program'
import { findProgram } from '#kernel/programs/registry'
import { recordInvitation } from '../actions/record_invitation.js'
import {
  AGREEMENT_PATH,
  ASSENT_PATH,
  ONBOARDING_PATH,
  BROWSE_PATH,
  FACTS,
  HOME_PATH,
  PARENT_CONSENT_PATH,
  PROGRAM_SLUG,
  PUBLISH_PATH,
  SAT_MESSAGES,
  TUTOR_PATH,
} from '../constants.js'
import { carriesInvitation, invitationQuery, parseInvitationParams } from '../invitation_params.js'
import { MARKETING_PAGE } from '../pages.js'
import { openBootcamps } from '../queries/bootcamps.js'
import { satConsentOf } from '../queries/consent_status.js'
import { placementOf, satUserOf } from '../queries/sat_users.js'
import { satTests } from '../queries/tests.js'
import OpenBootcampTransformer from '../transformers/open_bootcamp_transformer.js'
import { currentTest, learnerMayRegister, tutorMayCreateSeries } from '../windows.js'

/*
 * The marketing page (spec 000 §2.2 "/sat-bootcamp and /sat-bootcamp/tutor with optional path;
 * query parameters invite_code (lowercased), params, as, ref, ref_sat"). Public. The learner view
 * lists the current SAT test's open bootcamps; a signed-in minor sees the consent steps still to
 * do first. `params`, `as`, `ref` and `ref_sat` are read by invitation_params.ts: a signed-in
 * visitor's are recorded once on their SAT user record; a visitor keeps them in the sign-up link.
 */
export default class MarketingController {
  /** POST /sat-bootcamp/scores: a learner's latest section scores place them in bands (score_bands.ts). */
  async scores(ctx: HttpContext) {
    const payload = await ctx.request.validateUsing(scoresValidator, { messagesProvider: tutorMessages })
    const user = ctx.auth.getUserOrFail()
    const verdict = await ctx.bouncer.with(SatPolicy).execute('reportScores')
    if (!verdict.authorized) return answerWriteDenial(ctx, verdict)
    if ((payload.math ?? null) === null && (payload.reading ?? null) === null) return answerWriteDenial(ctx, AuthorizationResponse.deny(SCORE_MESSAGE, 422))
    const placed = await reportScores(user.id, { math: payload.math ?? null, reading: payload.reading ?? null })
    const parts = [placed.math && `math: ${placed.math}`, placed.reading && `reading and writing: ${placed.reading}`].filter(Boolean)
    return answerDone(ctx, parts.length ? `Thanks! Your level is recorded (${parts.join(', ')}).` : 'Thanks! Your scores are recorded.')
  }

  /** POST /sat-bootcamp/phone: the learner's (or a parent's) phone on their SAT record (phone.ts). */
  async phone(ctx: HttpContext) {
    const payload = await ctx.request.validateUsing(satPhoneValidator, { messagesProvider: tutorMessages })
    const verdict = await ctx.bouncer.with(SatPolicy).execute('savePhone')
    if (!verdict.authorized) return answerWriteDenial(ctx, verdict)
    const outcome = await savePhoneNumber(ctx.auth.getUserOrFail().id, payload.phoneNumber)
    if (!outcome.ok) return refuseForm(ctx, { phoneNumber: outcome.message })
    return answerDone(ctx, SAT_PHONE_MESSAGES.saved)
  }

  /** DELETE /sat-bootcamp/phone */
  async removePhone(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(SatPolicy).execute('savePhone')
    if (!verdict.authorized) return answerWriteDenial(ctx, verdict)
    await removePhoneNumber(ctx.auth.getUserOrFail().id)
    return answerDone(ctx, SAT_PHONE_MESSAGES.removed)
  }

  async learner(ctx: HttpContext) {
    // spec 000 §2.2 `as`: a link that invites a tutor opens the tutor view (invitation_params.ts).
    return this.render(ctx, parseInvitationParams(ctx.request.qs()).as ?? 'learner')
  }

  async tutor(ctx: HttpContext) {
    return this.render(ctx, 'tutor')
  }

  private async render({ inertia, request, auth, params: routeParams }: HttpContext, view: 'learner' | 'tutor') {
    const user = auth.user ?? null
    const now = programNow()
    const program = findProgram(PROGRAM_SLUG)!
    const params = parseInvitationParams(request.qs())
    const inviteCode = params.inviteCode
    let invitation: string | null = null
    if (user && carriesInvitation(params)) {
      await recordInvitation(user.id, inviteCode, view, { ref: params.ref, refSat: params.refSat })
      if (inviteCode) invitation = SAT_MESSAGES.invitationRecorded
    }

    const test = currentTest(satTests(), now)
    const key = test ? satTests().find((entry) => entry.title === test.title)!.key : null
    const at = (value: Parameters<typeof programDateTime>[0]) => programDateTime(value, PROGRAM_ZONE)
    const learnerWindow = learnerMayRegister(test, now)
    const tutorWindow = tutorMayCreateSeries(test, now)
    const bootcamps = key && view === 'learner' ? await openBootcamps(key) : []
    const consent = user && view === 'learner' ? await satConsentOf(user) : null
    const placement = user && view === 'learner' ? await placementOf(user.id) : null
    const record = user && view === 'learner' ? await satUserOf(user.id) : null

    const self = view === 'tutor' ? TUTOR_PATH : HOME_PATH
    const query = invitationQuery({ ...params, as: null })
    const returnTo = query ? `${self}?${query}` : self
    const section = typeof routeParams.section === 'string' ? routeParams.section : null
    return inertia.render(MARKETING_PAGE, {
      view,
      section,
      title: program.title,
      facts: FACTS,
      offerings: program.offerings.map((offering) => ({
        slug: offering.slug,
        title: offering.title,
        description: offering.externalDescription,
        bullets: view === 'tutor' ? offering.forTutors : offering.forLearners,
      })),
      test: test
        ? {
            title: test.title,
            testDate: programDate(test.testDate, PROGRAM_ZONE),
            learnerReleasedAt: at(test.learnerReleasedAt),
            learnerDeadline: at(test.learnerRegistrationDeadline),
            tutorReleasedAt: at(test.tutorReleasedAt),
            seriesCreationDeadline: at(test.seriesCreationDeadline),
            onboardingDeadline: at(test.onboardingSessionDeadline),
            learnerOpen: learnerWindow.allowed,
            tutorOpen: tutorWindow.allowed,
            closedReason: view === 'tutor' ? (tutorWindow.allowed ? null : tutorWindow.reason) : learnerWindow.allowed ? null : learnerWindow.reason,
          }
        : null,
      bootcamps: OpenBootcampTransformer.transform(bootcamps),
      signedIn: Boolean(user),
      consent,
      placement,
      phone: user && view === 'learner' ? { number: record?.phoneNumber ?? null } : null,
      invitation,
      links: {
        parentConsent: PARENT_CONSENT_PATH,
        assent: ASSENT_PATH,
        publish: PUBLISH_PATH,
        browse: BROWSE_PATH,
        learnerView: HOME_PATH,
        tutorView: TUTOR_PATH,
        tutorSteps: inviteCode ? `${AGREEMENT_PATH}?invite_code=${encodeURIComponent(inviteCode)}` : AGREEMENT_PATH,
        onboarding: ONBOARDING_PATH,
        signUp: `/api/auth/login?mode=signup&returnTo=${encodeURIComponent(returnTo)}`,
        signIn: `/api/auth/login?returnTo=${encodeURIComponent(returnTo)}`,
      },
    })
  }
}
