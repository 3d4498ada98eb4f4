import { defineIteration } from '#kernel/programs/define_program'

/* Learning Labs, September 2027 (spec 002 "Learning labs"): 2027–28 season opener, Pre-Calculus at the unit ratios. Times are New York time. */
export default defineIteration({
  title: 'September 2027',
  tutorRegistrationOpensAt: '2027-07-26T09:00',
  learnerRegistrationOpensAt: '2027-08-09T09:00',
  learnerDeadlineAt: '2027-09-10T23:59',
  startsAt: '2027-09-13T19:00',
  endsAt: '2027-10-07T21:00',
  offerings: [
    { offering: 'pre-calculus-trigonometry', seriesTemplateSlug: 'labs-2027-09-pre-calculus-trigonometry', ratio: 0.45 },
    { offering: 'pre-calculus-matrices', seriesTemplateSlug: 'labs-2027-09-pre-calculus-matrices', ratio: 0.2 },
    { offering: 'pre-calculus-probability', seriesTemplateSlug: 'labs-2027-09-pre-calculus-probability', ratio: 0.35 },
  ],
  surveys: {
    learnerPre: 'https://forms.peerhaven.org/learning-labs/2027-09/learner-pre',
    learnerPost: 'https://forms.peerhaven.org/learning-labs/2027-09/learner-post',
    tutorPre: 'https://forms.peerhaven.org/learning-labs/2027-09/tutor-pre',
    tutorPost: 'https://forms.peerhaven.org/learning-labs/2027-09/tutor-post',
  },
})
