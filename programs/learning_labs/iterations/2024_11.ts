import { defineIteration } from '#kernel/programs/define_program'

/* Learning Labs, November 2024 (spec 002 "Learning labs"): the first recruitment round, all six units (ratios 0.3/0.3/0.1/0.1/0.1/0.1); the last week moves past Thanksgiving. Times are New York time. */
export default defineIteration({
  title: 'November 2024',
  tutorRegistrationOpensAt: '2024-09-30T09:00',
  learnerRegistrationOpensAt: '2024-10-14T09:00',
  learnerDeadlineAt: '2024-11-01T23:59',
  startsAt: '2024-11-04T19:00',
  endsAt: '2024-12-05T21:00',
  offerings: [
    { offering: 'pre-calculus-trigonometry', seriesTemplateSlug: 'labs-2024-11-pre-calculus-trigonometry', ratio: 0.3 },
    { offering: 'algebra2-trigonometry', seriesTemplateSlug: 'labs-2024-11-algebra2-trigonometry', ratio: 0.3 },
    { offering: 'pre-calculus-matrices', seriesTemplateSlug: 'labs-2024-11-pre-calculus-matrices', ratio: 0.1 },
    { offering: 'pre-calculus-probability', seriesTemplateSlug: 'labs-2024-11-pre-calculus-probability', ratio: 0.1 },
    { offering: 'algebra2-polynomial-arithmetic', seriesTemplateSlug: 'labs-2024-11-algebra2-polynomial-arithmetic', ratio: 0.1 },
    { offering: 'algebra2-logarithms', seriesTemplateSlug: 'labs-2024-11-algebra2-logarithms', ratio: 0.1, endsAt: '2024-11-21T21:00' },
  ],
  surveys: {
    learnerPre: 'https://forms.peerhaven.org/learning-labs/2024-11/learner-pre',
    learnerPost: 'https://forms.peerhaven.org/learning-labs/2024-11/learner-post',
    tutorPre: 'https://forms.peerhaven.org/learning-labs/2024-11/tutor-pre',
    tutorPost: 'https://forms.peerhaven.org/learning-labs/2024-11/tutor-post',
  },
})
