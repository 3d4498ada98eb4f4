import { defineProgram } from '#kernel/programs/define_program'
import { MARKETING_PATH, PAGE_PREFIX, PROGRAM_SLUG, WORLD_SLUG, LEARNER_WAITLIST, TUTOR_WAITLIST } from './constants.js'
import { registerWorkshopHooks } from './hooks.js'
import { OFFERINGS } from './offerings.js'

/*
 * College Admissions Workshops, the first program (spec 002 "Program definitions — College
 * admissions workshops"): monthly iterations in iterations/*.ts, five offerings, learner and
 * tutor waitlists, no consent flow.
 */
export default defineProgram({
  root: import.meta.dirname,
  slug: PROGRAM_SLUG,
  title: 'College Admissions Workshops',
  description:
    'Free small-group workshops, led by volunteer tutors, on college essays, applications, choosing a college and financial aid.',
  world: WORLD_SLUG,
  // The program's world (spec 000 §1) is seeded from here, not from the worlds catalogue.
  seeds: {
    worlds: [
      {
        slug: WORLD_SLUG,
        title: 'College Admissions Workshops',
        description: 'Two- and four-week workshops on essays, applications, fit and financial aid.',
        domain: 'College Readiness',
        visibility: 'public',
        primaryColor: 'cyan',
        courseSlug: 'college-admissions',
      },
    ],
  },
  fallbackWorld: 'college-prep',
  type: 'workshop',
  homePath: MARKETING_PATH,
  waitlists: { learner: LEARNER_WAITLIST, tutor: TUTOR_WAITLIST },
  offerings: OFFERINGS,
  register: registerWorkshopHooks,
  routes: () => import('./routes.js'),
  pages: [`${PAGE_PREFIX}/marketing`],
})
