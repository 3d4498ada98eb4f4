import type { HttpContext } from '@adonisjs/core/http'
import { AuthorizationResponse } from '@adonisjs/bouncer'
import { programNow } from '#kernel/programs/clock'
import { programDateTime } from '#kernel/programs/format'
import { PROGRAM_ZONE } from '#kernel/programs/define_program'
import { answerDenial, answerWriteDenial } from '#modules/identity/index'
import { answerDone, positiveIdParam } from '#app/support/http'
import { registerForSession } from '#modules/tutoring/index'
import { signTutorAgreement } from '../actions/sign_tutor_agreement.js'
import { answerPublishPrompt } from '../actions/answer_publish_prompt.js'
import {
  AGREEMENT_PATH,
  ONBOARDING_PATH,
  PARENT_CONSENT_PATH,
  PUBLISH_PATH,
  TUTOR_AGREEMENT,
  TUTOR_PATH,
  normaliseInviteCode,
} from '../constants.js'
import { ONBOARDING_PAGE, TUTOR_CONSENT_PAGE } from '../pages.js'
import SatPolicy from '../policies/sat_policy.js'
import { onboardingSessionsOf, onboardingTestOfSession } from '../queries/onboarding.js'
import { satTests } from '../queries/tests.js'
import { tutorAgreementOf, tutorReadinessOf } from '../queries/tutor_status.js'
import OnboardingSessionTransformer from '../transformers/onboarding_session_transformer.js'
import { TUTOR_MESSAGES, onboardingOpen, onboardingTest, tutorMayPublish } from '../tutor_rules.js'
import { publishPromptValidator, tutorAgreementValidator, tutorMessages } from '../validators/tutor_validators.js'

/*
 * The tutor's path (spec 000 §2.1–2.2): /sat-bootcamp/tutor/consent?invite_code= (the tutor
 * agreement, and where a tutor under 18 stands with a parent's consent), /sat-bootcamp/tutor/
 * request-consent (the parent request, which is the consent module's page), the onboarding
 * sessions of the live test, and prompt 4's answer.
 */
export default class TutorController {
  /** GET /sat-bootcamp/tutor/consent */
  async consent(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const verdict = await ctx.bouncer.with(SatPolicy).execute('signAgreement')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const [agreement, readiness] = await Promise.all([tutorAgreementOf(user.id), tutorReadinessOf(user.id)])
    const publish = tutorMayPublish(readiness!)
    return ctx.inertia.render(TUTOR_CONSENT_PAGE, {
      statements: TUTOR_AGREEMENT,
      agreement,
      inviteCode: normaliseInviteCode(ctx.request.qs().invite_code),
      minor: readiness!.minor,
      parent: readiness!.consent.parent,
      onboarded: readiness!.attendedOnboarding || readiness!.pastHostedSessions >= 3,
      canPublish: publish.allowed,
      links: { requestConsent: PARENT_CONSENT_PATH, onboarding: ONBOARDING_PATH, publish: PUBLISH_PATH, tutorView: TUTOR_PATH },
    })
  }

  /** POST /sat-bootcamp/tutor/consent */
  async sign(ctx: HttpContext) {
    const payload = await ctx.request.validateUsing(tutorAgreementValidator, { messagesProvider: tutorMessages })
    const user = ctx.auth.getUserOrFail()
    const verdict = await ctx.bouncer.with(SatPolicy).execute('signAgreement')
    if (!verdict.authorized) return answerWriteDenial(ctx, verdict)
    const outcome = await signTutorAgreement(user.id, { signedName: payload.signedName, inviteCode: payload.inviteCode ?? null })
    return answerDone(ctx, outcome === 'signed' ? TUTOR_MESSAGES.agreementRecorded : TUTOR_MESSAGES.agreementAlreadySigned, AGREEMENT_PATH)
  }

  /** GET /sat-bootcamp/tutor/request-consent: the consent module's parent request, for this program. */
  async requestConsent({ response }: HttpContext) {
    return response.redirect().toPath(PARENT_CONSENT_PATH)
  }

  /** GET /sat-bootcamp/onboarding-sessions */
  async onboarding(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const verdict = await ctx.bouncer.with(SatPolicy).execute('viewOnboarding')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const now = programNow()
    const test = onboardingTest(satTests(), now)
    const readiness = (await tutorReadinessOf(user.id))!
    const sessions = test ? await onboardingSessionsOf(test.key, user.id) : []
    const at = (value: Parameters<typeof programDateTime>[0]) => programDateTime(value, PROGRAM_ZONE)
    return ctx.inertia.render(ONBOARDING_PAGE, {
      test: test ? { title: test.title, opensAt: at(test.onboardingSessionReleasedAt), deadline: at(test.onboardingSessionDeadline), open: onboardingOpen(test, now) } : null,
      sessions: OnboardingSessionTransformer.transform(sessions),
      consentNeeded: readiness.minor && readiness.consent.parent !== 'granted',
      links: { requestConsent: PARENT_CONSENT_PATH, agreement: AGREEMENT_PATH, publish: PUBLISH_PATH },
    })
  }

  /** POST /sat-bootcamp/onboarding-sessions/:id/register: the normal session registration, for an onboarding session. */
  async join(ctx: HttpContext) {
    const sessionId = positiveIdParam(ctx)
    const user = ctx.auth.getUserOrFail()
    const key = await onboardingTestOfSession(sessionId)
    const test = key ? satTests().find((entry) => entry.key === key) : undefined
    const readiness = (await tutorReadinessOf(user.id))!
    const verdict = await ctx.bouncer.with(SatPolicy).execute('joinOnboarding', readiness, test ? onboardingOpen(test, programNow()) : false)
    if (!verdict.authorized) return answerWriteDenial(ctx, verdict)
    const outcome = await registerForSession(sessionId, user.id)
    if (!outcome.ok) return answerWriteDenial(ctx, AuthorizationResponse.deny(outcome.reason, 409))
    return answerDone(ctx, TUTOR_MESSAGES.onboardingRegistered, ONBOARDING_PATH)
  }

  /** POST /sat-bootcamp/publish-prompt: prompt 4's "Not now". */
  async answerPrompt(ctx: HttpContext) {
    await ctx.request.validateUsing(publishPromptValidator, { messagesProvider: tutorMessages })
    const user = ctx.auth.getUserOrFail()
    const verdict = await ctx.bouncer.with(SatPolicy).execute('answerPublishPrompt')
    if (!verdict.authorized) return answerWriteDenial(ctx, verdict)
    await answerPublishPrompt(user.id)
    return answerDone(ctx, 'Got it. You can publish a bootcamp any time from the SAT Bootcamp world.')
  }
}
