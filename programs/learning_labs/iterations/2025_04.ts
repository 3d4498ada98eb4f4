import { defineIteration } from '#kernel/programs/define_program'

/* Learning Labs, April 2025 (spec 002 "Learning labs"): Pre-Calculus at the unit ratios (Trigonometry 0.45, Matrices 0.2, Probability and Combinatorics 0.35). Times are New York time. */
export default defineIteration({
  title: 'April 2025',
  tutorRegistrationOpensAt: '2025-02-24T09:00',
  learnerRegistrationOpensAt: '2025-03-10T09:00',
  learnerDeadlineAt: '2025-04-04T23:59',
  startsAt: '2025-04-07T19:00',
  endsAt: '2025-05-01T21:00',
  offerings: [
    { offering: 'pre-calculus-trigonometry', seriesTemplateSlug: 'labs-2025-04-pre-calculus-trigonometry', ratio: 0.45 },
    { offering: 'pre-calculus-matrices', seriesTemplateSlug: 'labs-2025-04-pre-calculus-matrices', ratio: 0.2 },
    { offering: 'pre-calculus-probability', seriesTemplateSlug: 'labs-2025-04-pre-calculus-probability', ratio: 0.35 },
  ],
  surveys: {
    learnerPre: 'https://forms.peerhaven.org/learning-labs/2025-04/learner-pre',
    learnerPost: 'https://forms.peerhaven.org/learning-labs/2025-04/learner-post',
    tutorPre: 'https://forms.peerhaven.org/learning-labs/2025-04/tutor-pre',
    tutorPost: 'https://forms.peerhaven.org/learning-labs/2025-04/tutor-post',
  },
})
