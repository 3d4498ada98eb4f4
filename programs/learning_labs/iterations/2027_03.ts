import { defineIteration } from '#kernel/programs/define_program'

/* Learning Labs, March 2027 (spec 002 "Learning labs"): 2026–27 season, all six units (ratios 0.3/0.3/0.1/0.1/0.1/0.1). Times are New York time. */
export default defineIteration({
  title: 'March 2027',
  tutorRegistrationOpensAt: '2027-01-18T09:00',
  learnerRegistrationOpensAt: '2027-02-01T09:00',
  learnerDeadlineAt: '2027-02-26T23:59',
  startsAt: '2027-03-01T19:00',
  endsAt: '2027-03-25T21:00',
  offerings: [
    { offering: 'pre-calculus-trigonometry', seriesTemplateSlug: 'labs-2027-03-pre-calculus-trigonometry', ratio: 0.3 },
    { offering: 'algebra2-trigonometry', seriesTemplateSlug: 'labs-2027-03-algebra2-trigonometry', ratio: 0.3 },
    { offering: 'pre-calculus-matrices', seriesTemplateSlug: 'labs-2027-03-pre-calculus-matrices', ratio: 0.1 },
    { offering: 'pre-calculus-probability', seriesTemplateSlug: 'labs-2027-03-pre-calculus-probability', ratio: 0.1 },
    { offering: 'algebra2-polynomial-arithmetic', seriesTemplateSlug: 'labs-2027-03-algebra2-polynomial-arithmetic', ratio: 0.1 },
    { offering: 'algebra2-logarithms', seriesTemplateSlug: 'labs-2027-03-algebra2-logarithms', ratio: 0.1, endsAt: '2027-03-18T21:00' },
  ],
  surveys: {
    learnerPre: 'https://forms.peerhaven.org/learning-labs/2027-03/learner-pre',
    learnerPost: 'https://forms.peerhaven.org/learning-labs/2027-03/learner-post',
    tutorPre: 'https://forms.peerhaven.org/learning-labs/2027-03/tutor-pre',
    tutorPost: 'https://forms.peerhaven.org/learning-labs/2027-03/tutor-post',
  },
})
