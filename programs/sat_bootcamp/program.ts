import { defineProgram } from '#kernel/programs/define_program'
import { HOME_PATH, LEARNER_WAITLIST, PROGRAM_SLUG, TUTOR_WAITLIST, WORLD_SLUG } from './constants.js'
import { registerSatBootcampHooks } from './hooks.js'
import { OFFERINGS } from './offerings.js'
import { ADMIN_PAGE, MARKETING_PAGE, ONBOARDING_PAGE, TUTOR_CONSENT_PAGE } from './pages.js'

/*
 * The SAT Bootcamp (spec 000 §1 "A 4-week SAT bootcamp with a math offering and a
 * reading-and-writing offering, with parent consent and learner assent"; spec 002 "SAT
 * bootcamp"). Each iteration is an SAT test (sat_tests.ts). Minors register only once a parent
 * or guardian consented and they assented themselves (spec 000 §6.4; 001 §4.4): the consent
 * module's ledger and pages do the work, the kernel's consentVeto refuses registration until
 * then, and the marketing page shows the learner which step is next.
 */
export default defineProgram({
  root: import.meta.dirname,
  slug: PROGRAM_SLUG,
  title: 'SAT Bootcamp',
  description: 'Four weeks of free small-group SAT practice before your test: 2 sessions a week, 75 minutes, at most 10 learners.',
  world: WORLD_SLUG,
  fallbackWorld: 'sat',
  seeds: {
    worlds: [
      {
        slug: WORLD_SLUG,
        title: 'SAT Bootcamp',
        description: 'Four-week SAT bootcamps in math and in reading and writing, hosted by volunteer tutors.',
        domain: 'College Readiness',
        visibility: 'public',
        primaryColor: 'indigo',
      },
    ],
  },
  type: 'bootcamp',
  homePath: HOME_PATH,
  waitlists: { learner: LEARNER_WAITLIST, tutor: TUTOR_WAITLIST },
  offerings: OFFERINGS,
  consent: [
    {
      slug: 'parent-consent',
      audience: 'learner',
      title: 'Parent or guardian consent',
      requiredFor: 'minors',
      steps: [{ slug: 'parent-consent', title: 'A parent or guardian consents', page: MARKETING_PAGE }],
    },
    {
      slug: 'assent',
      audience: 'learner',
      title: 'Your assent',
      requiredFor: 'minors',
      steps: [{ slug: 'assent', title: 'You agree to take part', page: MARKETING_PAGE }],
    },
  ],
  register: registerSatBootcampHooks,
  routes: () => import('./routes.js'),
  pages: [MARKETING_PAGE, ADMIN_PAGE, TUTOR_CONSENT_PAGE, ONBOARDING_PAGE],
})
