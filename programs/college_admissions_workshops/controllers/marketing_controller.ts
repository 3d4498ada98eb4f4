import type { HttpContext } from '@adonisjs/core/http'
import { programNow } from '#kernel/programs/clock'
import { programDate, programDateRange, programDateTime } from '#kernel/programs/format'
import { findProgram, iterationPhase, learnerRegistrationOpen, nextIteration, tutorRegistrationOpen } from '#kernel/programs/registry'
import { isOnWaitlist } from '#modules/programs/index'
import { TUTOR_COMMUNITY } from '#modules/site/index'
import {
  BROWSE_PATH,
  HOST_PATH,
  LEARNER_WAITLIST,
  MARKETING_PATH,
  PROGRAM_SLUG,
  TUTOR_WAITLIST,
} from '../constants.js'
import { MAX_CLASS_SIZE } from '../offerings.js'
import { waitlistTarget } from '../registration.js'

/*
 * The marketing page (spec 000 §2.2 "College admissions workshops: a marketing page with a
 * learner view and a tutor view (header, factoids, benefits, what you'll do, sign-up card)").
 * Public; the sign-up card adapts to the visitor, the registration window and the waitlist.
 */
export default class MarketingController {
  async show({ inertia, params, request, auth }: HttpContext) {
    const view: 'learner' | 'tutor' = (params.view ?? request.qs().view) === 'tutor' ? 'tutor' : 'learner'
    const program = findProgram(PROGRAM_SLUG)!
    const now = programNow()
    const zone = program.zone
    const titles = new Map(program.offerings.map((offering) => [offering.slug, offering.title]))

    const next = nextIteration(program, now)
    const iteration = next
      ? {
          key: next.key,
          title: next.title,
          phase: iterationPhase(next, now),
          dates: programDateRange(next.startsAt, next.endsAt, zone),
          tutorRegistrationOpens: programDateTime(next.tutorRegistrationOpensAt, zone),
          learnerRegistrationOpens: programDateTime(next.learnerRegistrationOpensAt, zone),
          learnerDeadline: programDateTime(next.learnerDeadlineAt, zone),
          offerings: next.offerings.map((entry) => titles.get(entry.offeringSlug) ?? entry.offeringSlug),
          learnerOpen: learnerRegistrationOpen(next, now),
          tutorOpen: tutorRegistrationOpen(next, now),
        }
      : null
    const last = program.iterations.at(-1)

    const user = auth.user
    const waitlistState = async (audience: 'learner' | 'tutor') => {
      const target = waitlistTarget(program, audience, now)
      const joined = user
        ? await isOnWaitlist({
            programSlug: PROGRAM_SLUG,
            waitlist: audience === 'learner' ? LEARNER_WAITLIST : TUTOR_WAITLIST,
            iteration: target.key,
            userId: user.id,
          })
        : false
      return { iteration: target.key, iterationTitle: target.title, joined }
    }

    const returnTo = view === 'tutor' ? `${MARKETING_PATH}?view=tutor` : MARKETING_PATH
    return inertia.render('programs/college_admissions_workshops/marketing', {
      view,
      title: program.title,
      facts: {
        tutors: TUTOR_COMMUNITY,
        maxClassSize: MAX_CLASS_SIZE,
        sessionsPerWeek: 2,
        sessionLengths: '60 or 75 minutes',
        lengths: '2 or 4 weeks',
      },
      offerings: program.offerings.map((offering) => ({
        slug: offering.slug,
        title: offering.title,
        description: offering.externalDescription,
        weeks: offering.weeks,
        sessionsPerWeek: offering.sessionsPerWeek,
        sessionMinutes: offering.sessionMinutes,
        oneTime: offering.oneTime ?? false,
        forLearners: offering.forLearners,
        forTutors: offering.forTutors,
      })),
      iteration,
      lastEnded: !next && last ? programDate(last.endsAt, zone) : null,
      signedIn: Boolean(user),
      waitlist: { learner: await waitlistState('learner'), tutor: await waitlistState('tutor') },
      links: {
        browse: BROWSE_PATH,
        host: HOST_PATH,
        findAProgram: `/find-a-program?program=${PROGRAM_SLUG}`,
        signUp: `/api/auth/login?mode=signup&returnTo=${encodeURIComponent(returnTo)}`,
        signIn: `/api/auth/login?returnTo=${encodeURIComponent(returnTo)}`,
      },
    })
  }
}
