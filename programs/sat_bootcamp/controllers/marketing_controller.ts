import type { HttpContext } from '@adonisjs/core/http'
import { programNow } from '#kernel/programs/clock'
import { programDate, programDateTime } from '#kernel/programs/format'
import { PROGRAM_ZONE } from '#kernel/programs/define_program'
import { findProgram } from '#kernel/programs/registry'
import { recordInvitation } from '../actions/record_invitation.js'
import {
  ASSENT_PATH,
  BROWSE_PATH,
  FACTS,
  HOME_PATH,
  PARENT_CONSENT_PATH,
  PROGRAM_SLUG,
  PUBLISH_PATH,
  SAT_MESSAGES,
  TUTOR_PATH,
  normaliseInviteCode,
} from '../constants.js'
import { MARKETING_PAGE } from '../pages.js'
import { openBootcamps } from '../queries/bootcamps.js'
import { satConsentOf } from '../queries/consent_status.js'
import { satTests } from '../queries/tests.js'
import OpenBootcampTransformer from '../transformers/open_bootcamp_transformer.js'
import { currentTest, learnerMayRegister, tutorMayCreateSeries } from '../windows.js'

/*
 * The marketing page (spec 000 §2.2 "/sat-bootcamp and /sat-bootcamp/tutor with optional path;
 * query parameters invite_code (lowercased), params, as, ref, ref_sat"). Public. The learner view
 * lists the current SAT test's open bootcamps; a signed-in minor sees the consent steps still to
 * do first. `params`, `as`, `ref` and `ref_sat` are accepted and ignored (decision: they fed the
 * old site's analytics; nothing here reads them).
 */
export default class MarketingController {
  async learner(ctx: HttpContext) {
    return this.render(ctx, 'learner')
  }

  async tutor(ctx: HttpContext) {
    return this.render(ctx, 'tutor')
  }

  private async render({ inertia, request, auth }: HttpContext, view: 'learner' | 'tutor') {
    const user = auth.user ?? null
    const now = programNow()
    const program = findProgram(PROGRAM_SLUG)!
    const inviteCode = normaliseInviteCode(request.qs().invite_code)
    let invitation: string | null = null
    if (user && inviteCode) {
      await recordInvitation(user.id, inviteCode, view)
      invitation = SAT_MESSAGES.invitationRecorded
    }

    const test = currentTest(satTests(), now)
    const key = test ? satTests().find((entry) => entry.title === test.title)!.key : null
    const at = (value: Parameters<typeof programDateTime>[0]) => programDateTime(value, PROGRAM_ZONE)
    const learnerWindow = learnerMayRegister(test, now)
    const tutorWindow = tutorMayCreateSeries(test, now)
    const bootcamps = key && view === 'learner' ? await openBootcamps(key) : []
    const consent = user && view === 'learner' ? await satConsentOf(user) : null

    const self = view === 'tutor' ? TUTOR_PATH : HOME_PATH
    const returnTo = inviteCode ? `${self}?invite_code=${encodeURIComponent(inviteCode)}` : self
    return inertia.render(MARKETING_PAGE, {
      view,
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
      invitation,
      links: {
        parentConsent: PARENT_CONSENT_PATH,
        assent: ASSENT_PATH,
        publish: PUBLISH_PATH,
        browse: BROWSE_PATH,
        learnerView: HOME_PATH,
        tutorView: TUTOR_PATH,
        signUp: `/api/auth/login?mode=signup&returnTo=${encodeURIComponent(returnTo)}`,
        signIn: `/api/auth/login?returnTo=${encodeURIComponent(returnTo)}`,
      },
    })
  }
}
