import { defineIteration } from '#kernel/programs/define_program'

/* Learning Labs, March 2025 (spec 002 "Learning labs"): Algebra 2, third round (ratios 0.5/0.5; Logarithms runs 3 weeks). Times are New York time. */
export default defineIteration({
  title: 'March 2025',
  tutorRegistrationOpensAt: '2025-01-20T09:00',
  learnerRegistrationOpensAt: '2025-02-03T09:00',
  learnerDeadlineAt: '2025-02-28T23:59',
  startsAt: '2025-03-03T19:00',
  endsAt: '2025-03-27T21:00',
  offerings: [
    { offering: 'algebra2-logarithms', seriesTemplateSlug: 'labs-2025-03-algebra2-logarithms', ratio: 0.5, endsAt: '2025-03-20T21:00' },
    { offering: 'algebra2-trigonometry', seriesTemplateSlug: 'labs-2025-03-algebra2-trigonometry', ratio: 0.5 },
  ],
  surveys: {
    learnerPre: 'https://forms.peerhaven.org/learning-labs/2025-03/learner-pre',
    learnerPost: 'https://forms.peerhaven.org/learning-labs/2025-03/learner-post',
    tutorPre: 'https://forms.peerhaven.org/learning-labs/2025-03/tutor-pre',
    tutorPost: 'https://forms.peerhaven.org/learning-labs/2025-03/tutor-post',
  },
})
