import type { HookRegistrar, OutletCard } from '#kernel/hooks'
import type { RegisteredProgram } from '#kernel/programs/define_program'
import { programNow } from '#kernel/programs/clock'
import { learnerRegistrationOpen } from '#kernel/programs/registry'
import { isOnWaitlist } from '#modules/programs/index'
import { Series, SeriesTemplate } from '#modules/series/index'
import { LEARNER_WAITLIST, MARKETING_PATH } from './constants.js'
import { waitlistTarget } from './registration.js'
import { enforceRegistrationWindows } from '#kernel/programs/registration_windows'
import { waitlistNotificationTasks } from './waitlist_notifications.js'

/*
 * What the program plugs into the kernel (synchronous, no I/O here; handlers run later).
 */
export function registerWorkshopHooks(hooks: HookRegistrar, program: RegisteredProgram) {
  const iterationFor = (key: string | null) => program.iterations.find((iteration) => iteration.key === key)

  // The registrar is scoped to this program: these run only for the workshops' own series.
  // Learners register between learner registration open and the learner deadline; tutors host
  // between tutor registration open and the learner deadline.
  enforceRegistrationWindows(hooks, program, 'workshop')

  // A workshop's sidebar offers the waitlist when registration is closed or the workshop is full.
  hooks.outlet('series.sidebar', async ({ userId, seriesId, templateId }): Promise<OutletCard[]> => {
    if (!templateId) return []
    const template = await SeriesTemplate.find(templateId)
    if (!template) return []
    const series = await Series.find(seriesId)
    const now = programNow()
    const iteration = iterationFor(template.programIteration)
    const full = series ? series.seatsTaken >= series.maxLearners : false
    const open = Boolean(iteration && learnerRegistrationOpen(iteration, now) && !series?.enrollmentClosedAt && !series?.closedAt)
    if (open && !full) return []
    const target = waitlistTarget(program, 'learner', now)
    const waiting = userId
      ? await isOnWaitlist({ programSlug: program.slug, waitlist: LEARNER_WAITLIST, iteration: target.key, userId })
      : false
    const when = target.title ? `the ${target.title} workshops` : 'the next workshops'
    if (waiting) {
      return [{ key: 'caw-waitlist', title: 'You are on the waitlist', body: `We will email you when registration opens for ${when}.` }]
    }
    return [
      {
        key: 'caw-waitlist',
        title: full ? 'This workshop is full' : 'Registration is closed',
        body: `Join the waitlist and we will email you when registration opens for ${when}.`,
        href: `${MARKETING_PATH}#sign-up`,
        linkLabel: 'Join the waitlist',
      },
    ]
  })

  // spec 000 §2.6: the Learn menu lists College Admissions Workshops with a subtitle.
  hooks.nav({
    menu: 'learn',
    group: 'Programs',
    label: 'College Admissions Workshops',
    subtitle: 'Essays, applications and financial aid in small groups',
    href: MARKETING_PATH,
    audience: 'everyone',
    order: 160,
  })

  hooks.deadlines(() => waitlistNotificationTasks(program))
}
