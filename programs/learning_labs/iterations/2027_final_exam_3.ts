import { defineIteration } from '#kernel/programs/define_program'

/* Learning Labs, Spring 2027 Algebra 2 Final Exam Prep, cohort 3 (spec 002 "Learning labs"): one of six four-week cohorts of seven sessions, starting from 2027-05-17 to 2027-06-22. Times are New York time. */
export default defineIteration({
  title: 'Spring 2027 Algebra 2 Final Exam Prep, cohort 3',
  tutorRegistrationOpensAt: '2027-04-27T09:00',
  learnerRegistrationOpensAt: '2027-05-11T09:00',
  learnerDeadlineAt: '2027-05-30T23:59',
  startsAt: '2027-06-01T19:00',
  endsAt: '2027-06-25T21:00',
  offerings: [
    { offering: 'algebra2-final-exam-prep', seriesTemplateSlug: 'labs-2027-final-exam-3-algebra2-final-exam-prep', ratio: 1 },
  ],
  surveys: {
    learnerPre: 'https://forms.peerhaven.org/learning-labs/2027-final-exam-3/learner-pre',
    learnerPost: 'https://forms.peerhaven.org/learning-labs/2027-final-exam-3/learner-post',
    tutorPre: 'https://forms.peerhaven.org/learning-labs/2027-final-exam-3/tutor-pre',
    tutorPost: 'https://forms.peerhaven.org/learning-labs/2027-final-exam-3/tutor-post',
  },
})
