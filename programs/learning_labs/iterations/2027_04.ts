import { defineIteration } from '#kernel/programs/define_program'

/* Learning Labs, April 2027 (spec 002 "Learning labs"): 2026–27 season, Pre-Calculus at the unit ratios. Times are New York time. */
export default defineIteration({
  title: 'April 2027',
  tutorRegistrationOpensAt: '2027-02-22T09:00',
  learnerRegistrationOpensAt: '2027-03-08T09:00',
  learnerDeadlineAt: '2027-04-02T23:59',
  startsAt: '2027-04-05T19:00',
  endsAt: '2027-04-29T21:00',
  offerings: [
    { offering: 'pre-calculus-trigonometry', seriesTemplateSlug: 'labs-2027-04-pre-calculus-trigonometry', ratio: 0.45 },
    { offering: 'pre-calculus-matrices', seriesTemplateSlug: 'labs-2027-04-pre-calculus-matrices', ratio: 0.2 },
    { offering: 'pre-calculus-probability', seriesTemplateSlug: 'labs-2027-04-pre-calculus-probability', ratio: 0.35 },
  ],
  surveys: {
    learnerPre: 'https://forms.peerhaven.org/learning-labs/2027-04/learner-pre',
    learnerPost: 'https://forms.peerhaven.org/learning-labs/2027-04/learner-post',
    tutorPre: 'https://forms.peerhaven.org/learning-labs/2027-04/tutor-pre',
    tutorPost: 'https://forms.peerhaven.org/learning-labs/2027-04/tutor-post',
  },
})
