import { defineIteration } from '#kernel/programs/define_program'

/* Learning Labs, Spring 2025 Algebra 2 Final Exam Prep, cohort 2 (spec 002 "Learning labs"): one of six four-week cohorts of seven sessions, starting from 2025-05-19 to 2025-06-24. Times are New York time. */
export default defineIteration({
  title: 'Spring 2025 Algebra 2 Final Exam Prep, cohort 2',
  tutorRegistrationOpensAt: '2025-04-22T09:00',
  learnerRegistrationOpensAt: '2025-05-06T09:00',
  learnerDeadlineAt: '2025-05-25T23:59',
  startsAt: '2025-05-27T19:00',
  endsAt: '2025-06-20T21:00',
  offerings: [
    { offering: 'algebra2-final-exam-prep', seriesTemplateSlug: 'labs-2025-final-exam-2-algebra2-final-exam-prep', ratio: 1 },
  ],
  surveys: {
    learnerPre: 'https://forms.peerhaven.org/learning-labs/2025-final-exam-2/learner-pre',
    learnerPost: 'https://forms.peerhaven.org/learning-labs/2025-final-exam-2/learner-post',
    tutorPre: 'https://forms.peerhaven.org/learning-labs/2025-final-exam-2/tutor-pre',
    tutorPost: 'https://forms.peerhaven.org/learning-labs/2025-final-exam-2/tutor-post',
  },
})
