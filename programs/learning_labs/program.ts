import { defineProgram } from '#kernel/programs/define_program'
import { ALGEBRA2_WORLD, HOME_PATH, LEARNER_WAITLIST, PAGE_PREFIX, PRE_CALCULUS_WORLD, PROGRAM_SLUG, TUTOR_WAITLIST } from './constants.js'
import { registerLabHooks } from './hooks.js'
import { OFFERINGS } from './offerings.js'

/*
 * Learning Labs (spec 002 "Learning labs"): structured four-week math labs run with a partner
 * education nonprofit. Decision: one folder for both labs, because their iterations are shared —
 * a recruitment round's hosting ratios span the units of both (0.3/0.3/0.1/0.1/0.1/0.1 is six
 * units, three per lab) — so each offering names its world (Pre-Calculus or Algebra 2).
 */
export default defineProgram({
  root: import.meta.dirname,
  slug: PROGRAM_SLUG,
  title: 'Learning Labs',
  description:
    'Four-week math labs in groups of at most ten: Pre-Calculus and Algebra 2 units with lesson plans from a partner education nonprofit.',
  world: PRE_CALCULUS_WORLD,
  seeds: {
    worlds: [
      {
        slug: PRE_CALCULUS_WORLD,
        title: 'Pre-Calculus Learning Labs',
        description: 'Four-week labs on trigonometry, matrices, probability and combinatorics.',
        domain: 'Math',
        visibility: 'public',
        primaryColor: 'orange',
        courseSlug: 'pre-calculus',
      },
      {
        slug: ALGEBRA2_WORLD,
        title: 'Algebra 2 Learning Labs',
        description: 'Structured multi-week labs on polynomial arithmetic, logarithms and trigonometry.',
        domain: 'Math',
        visibility: 'public',
        primaryColor: 'red',
        courseSlug: 'algebra-2',
      },
    ],
  },
  type: 'learning-lab',
  homePath: HOME_PATH,
  waitlists: { learner: LEARNER_WAITLIST, tutor: TUTOR_WAITLIST },
  offerings: OFFERINGS,
  register: registerLabHooks,
  routes: () => import('./routes.js'),
  pages: [`${PAGE_PREFIX}/labs`],
})
