import { defineIteration } from '#kernel/programs/define_program'

/* College Admissions Workshops, July 2025 (spec 002 "monthly iterations"). Times are New York time. */
export default defineIteration({
  title: 'July 2025',
  // Memorial Day is May 26: opens the day after.
  tutorRegistrationOpensAt: '2025-05-27T09:00',
  learnerRegistrationOpensAt: '2025-06-09T09:00',
  learnerDeadlineAt: '2025-07-04T23:59',
  startsAt: '2025-07-07T19:00',
  endsAt: '2025-07-31T21:00',
  offerings: [
    { offering: 'the-essay', seriesTemplateSlug: 'caw-2025-07-the-essay', ratio: 0.45 },
    { offering: 'the-application', seriesTemplateSlug: 'caw-2025-07-the-application', ratio: 0.35 },
    { offering: 'getting-unstuck', seriesTemplateSlug: 'caw-2025-07-getting-unstuck', ratio: 0.2, startsAt: '2025-07-09T19:00', endsAt: '2025-07-09T20:15' },
  ],
  surveys: {
    learnerPre: 'https://forms.peerhaven.org/caw/2025-07/learner-pre',
    learnerPost: 'https://forms.peerhaven.org/caw/2025-07/learner-post',
    tutorPre: 'https://forms.peerhaven.org/caw/2025-07/tutor-pre',
    tutorPost: 'https://forms.peerhaven.org/caw/2025-07/tutor-post',
  },
})
