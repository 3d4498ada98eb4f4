import { defineIteration } from '#kernel/programs/define_program'

/* Learning Labs, January 2027 (spec 002 "Learning labs"): 2026–27 season, Pre-Calculus (ratios 0.54/0.23/0.23). Times are New York time. */
export default defineIteration({
  title: 'January 2027',
  tutorRegistrationOpensAt: '2026-11-16T09:00',
  learnerRegistrationOpensAt: '2026-12-07T09:00',
  learnerDeadlineAt: '2027-01-08T23:59',
  startsAt: '2027-01-11T19:00',
  endsAt: '2027-02-04T21:00',
  offerings: [
    { offering: 'pre-calculus-trigonometry', seriesTemplateSlug: 'labs-2027-01-pre-calculus-trigonometry', ratio: 0.54 },
    { offering: 'pre-calculus-matrices', seriesTemplateSlug: 'labs-2027-01-pre-calculus-matrices', ratio: 0.23 },
    { offering: 'pre-calculus-probability', seriesTemplateSlug: 'labs-2027-01-pre-calculus-probability', ratio: 0.23 },
  ],
  surveys: {
    learnerPre: 'https://forms.peerhaven.org/learning-labs/2027-01/learner-pre',
    learnerPost: 'https://forms.peerhaven.org/learning-labs/2027-01/learner-post',
    tutorPre: 'https://forms.peerhaven.org/learning-labs/2027-01/tutor-pre',
    tutorPost: 'https://forms.peerhaven.org/learning-labs/2027-01/tutor-post',
  },
})
