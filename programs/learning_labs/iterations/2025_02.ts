import { defineIteration } from '#kernel/programs/define_program'

/* Learning Labs, February 2025 (spec 002 "Learning labs"): Pre-Calculus, second round (ratios 0.54/0.23/0.23). Times are New York time. */
export default defineIteration({
  title: 'February 2025',
  tutorRegistrationOpensAt: '2024-12-16T09:00',
  learnerRegistrationOpensAt: '2025-01-06T09:00',
  learnerDeadlineAt: '2025-01-31T23:59',
  startsAt: '2025-02-03T19:00',
  endsAt: '2025-02-27T21:00',
  offerings: [
    { offering: 'pre-calculus-trigonometry', seriesTemplateSlug: 'labs-2025-02-pre-calculus-trigonometry', ratio: 0.54 },
    { offering: 'pre-calculus-matrices', seriesTemplateSlug: 'labs-2025-02-pre-calculus-matrices', ratio: 0.23 },
    { offering: 'pre-calculus-probability', seriesTemplateSlug: 'labs-2025-02-pre-calculus-probability', ratio: 0.23 },
  ],
  surveys: {
    learnerPre: 'https://forms.peerhaven.org/learning-labs/2025-02/learner-pre',
    learnerPost: 'https://forms.peerhaven.org/learning-labs/2025-02/learner-post',
    tutorPre: 'https://forms.peerhaven.org/learning-labs/2025-02/tutor-pre',
    tutorPost: 'https://forms.peerhaven.org/learning-labs/2025-02/tutor-post',
  },
})
