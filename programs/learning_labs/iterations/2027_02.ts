import { defineIteration } from '#kernel/programs/define_program'

/* Learning Labs, February 2027 (spec 002 "Learning labs"): 2026–27 season, Algebra 2 (ratios 0.5/0.5). Times are New York time. */
export default defineIteration({
  title: 'February 2027',
  tutorRegistrationOpensAt: '2026-12-14T09:00',
  learnerRegistrationOpensAt: '2027-01-04T09:00',
  learnerDeadlineAt: '2027-01-29T23:59',
  startsAt: '2027-02-01T19:00',
  endsAt: '2027-02-25T21:00',
  offerings: [
    { offering: 'algebra2-logarithms', seriesTemplateSlug: 'labs-2027-02-algebra2-logarithms', ratio: 0.5, endsAt: '2027-02-18T21:00' },
    { offering: 'algebra2-trigonometry', seriesTemplateSlug: 'labs-2027-02-algebra2-trigonometry', ratio: 0.5 },
  ],
  surveys: {
    learnerPre: 'https://forms.peerhaven.org/learning-labs/2027-02/learner-pre',
    learnerPost: 'https://forms.peerhaven.org/learning-labs/2027-02/learner-post',
    tutorPre: 'https://forms.peerhaven.org/learning-labs/2027-02/tutor-pre',
    tutorPost: 'https://forms.peerhaven.org/learning-labs/2027-02/tutor-post',
  },
})
