import { defineIteration } from '#kernel/programs/define_program'

/* Learning Labs, Spring 2027 Algebra 2 Final Exam Prep, cohort 6 (spec 002 "Learning labs"): one of six four-week cohorts of seven sessions, starting from 2027-05-17 to 2027-06-22. Times are New York time. */
export default defineIteration({
  title: 'Spring 2027 Algebra 2 Final Exam Prep, cohort 6',
  tutorRegistrationOpensAt: '2027-05-18T09:00',
  learnerRegistrationOpensAt: '2027-06-01T09:00',
  learnerDeadlineAt: '2027-06-20T23:59',
  startsAt: '2027-06-22T19:00',
  endsAt: '2027-07-16T21:00',
  offerings: [
    { offering: 'algebra2-final-exam-prep', seriesTemplateSlug: 'labs-2027-final-exam-6-algebra2-final-exam-prep', ratio: 1 },
  ],
  surveys: {
    learnerPre: 'https://forms.peerhaven.org/learning-labs/2027-final-exam-6/learner-pre',
    learnerPost: 'https://forms.peerhaven.org/learning-labs/2027-final-exam-6/learner-post',
    tutorPre: 'https://forms.peerhaven.org/learning-labs/2027-final-exam-6/tutor-pre',
    tutorPost: 'https://forms.peerhaven.org/learning-labs/2027-final-exam-6/tutor-post',
  },
})
