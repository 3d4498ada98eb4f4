import type { OfferingTemplate } from '#kernel/programs/define_program'
import { ALGEBRA2_WORLD, PRE_CALCULUS_WORLD } from './constants.js'

/*
 * spec 002 "Learning labs": Pre-Calculus Learning Labs (4 weeks, 2 sessions a week, 75 minutes,
 * at most 10 learners; units Trigonometry, Matrices, Probability and Combinatorics) and Algebra 2
 * Learning Labs (Polynomial Arithmetic 4 weeks, Logarithms 3 weeks, Trigonometry 4 weeks), run with
 * a partner education nonprofit. Decision: the Algebra 2 labs use the Pre-Calculus format (2 a week,
 * 75 minutes, 10 learners) — the spec gives only their lengths. The Spring 2025 final exam prep is
 * its own offering: 4 weeks, 7 sessions (two a week, one in the exam week).
 */
export const MAX_LAB_SIZE = 10

const lab = (
  slug: string,
  title: string,
  world: string,
  topic: { course: string; name: string },
  weeks: number,
  text: { description: string; externalDescription: string; forLearners: string[] }
): OfferingTemplate => ({
  slug,
  title,
  world,
  topic,
  weeks,
  sessionsPerWeek: 2,
  sessionMinutes: 75,
  maxLearners: MAX_LAB_SIZE,
  ...text,
  forTutors: [
    `Lead ${weeks * 2} sessions of 75 minutes from the partner's lesson plans`,
    'Work through practice sets with a group of up to 10 learners',
    'Check understanding with a short exit question every session',
  ],
})

export const OFFERINGS: OfferingTemplate[] = [
  lab('pre-calculus-trigonometry', 'Pre-Calculus: Trigonometry', PRE_CALCULUS_WORLD, { course: 'pre-calculus', name: 'Trigonometry' }, 4, {
    description: 'Identities, inverse functions and trigonometric equations over eight sessions, with weekly practice sets.',
    externalDescription: 'Four weeks on trigonometric identities, inverse functions and equations, in a group of at most ten.',
    forLearners: ['Prove and use the core identities', 'Solve trigonometric equations on an interval', 'Read and sketch inverse trig graphs'],
  }),
  lab('pre-calculus-matrices', 'Pre-Calculus: Matrices', PRE_CALCULUS_WORLD, { course: 'pre-calculus', name: 'Matrices' }, 4, {
    description: 'Matrix operations, determinants, inverses and solving systems with matrices.',
    externalDescription: 'Four weeks of matrix operations, determinants and inverses, and what they solve.',
    forLearners: ['Multiply matrices and know when you can', 'Find determinants and inverses', 'Solve linear systems with matrices'],
  }),
  lab('pre-calculus-probability', 'Pre-Calculus: Probability and Combinatorics', PRE_CALCULUS_WORLD, { course: 'pre-calculus', name: 'Probability and combinatorics' }, 4, {
    description: 'Counting principles, permutations, combinations and probability built on counting.',
    externalDescription: 'Four weeks of counting, permutations, combinations and probability.',
    forLearners: ['Choose between permutations and combinations', 'Count outcomes without listing them', 'Compute probabilities by counting'],
  }),
  lab('algebra2-polynomial-arithmetic', 'Algebra 2: Polynomial Arithmetic', ALGEBRA2_WORLD, { course: 'algebra-2', name: 'Polynomial arithmetic' }, 4, {
    description: 'Adding, subtracting and multiplying polynomials, special products and long division.',
    externalDescription: 'Four weeks of polynomial arithmetic, from special products to long division.',
    forLearners: ['Multiply polynomials quickly and accurately', 'Spot and use special products', 'Divide polynomials'],
  }),
  lab('algebra2-logarithms', 'Algebra 2: Logarithms', ALGEBRA2_WORLD, { course: 'algebra-2', name: 'Logarithms' }, 3, {
    description: 'Logarithm rules, change of base and solving exponential and logarithmic equations.',
    externalDescription: 'Three weeks on logarithms: the rules, change of base and solving equations.',
    forLearners: ['Use the product, quotient and power rules', 'Solve exponential equations with logarithms', 'Model growth and decay'],
  }),
  lab('algebra2-trigonometry', 'Algebra 2: Trigonometry', ALGEBRA2_WORLD, { course: 'algebra-2', name: 'Trigonometry' }, 4, {
    description: 'The unit circle, radians and the graphs of sine and cosine.',
    externalDescription: 'Four weeks on the unit circle, radians and trigonometric graphs.',
    forLearners: ['Work in radians without converting', 'Read values off the unit circle', 'Graph and transform sine and cosine'],
  }),
  {
    ...lab('algebra2-final-exam-prep', 'Algebra 2: Final Exam Prep', ALGEBRA2_WORLD, { course: 'algebra-2', name: 'Algebra 2 course challenge' }, 4, {
      description: 'Seven review sessions across the whole course before the final exam, cohort by cohort.',
      externalDescription: 'Seven sessions over four weeks reviewing all of Algebra 2 before your final exam.',
      forLearners: ['Review every unit with worked problems', 'Practise under exam timing', 'Know your weak spots before the exam'],
    }),
    sessionCount: 7,
  },
]
