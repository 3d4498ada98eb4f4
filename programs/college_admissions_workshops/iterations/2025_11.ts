import { defineIteration } from '#kernel/programs/define_program'

/* College Admissions Workshops, November 2025 (spec 002 "monthly iterations"). Times are New York time. */
export default defineIteration({
  title: 'November 2025',
  tutorRegistrationOpensAt: '2025-09-22T09:00',
  learnerRegistrationOpensAt: '2025-10-06T09:00',
  learnerDeadlineAt: '2025-10-31T23:59',
  startsAt: '2025-11-03T19:00',
  // The last session moves to the Wednesday before Thanksgiving (Nov 27).
  endsAt: '2025-11-26T21:00',
  offerings: [
    { offering: 'the-essay', seriesTemplateSlug: 'caw-2025-11-the-essay', ratio: 0.25 },
    { offering: 'the-application', seriesTemplateSlug: 'caw-2025-11-the-application', ratio: 0.25 },
    { offering: 'financial-aid-decoded', seriesTemplateSlug: 'caw-2025-11-financial-aid-decoded', ratio: 0.3, endsAt: '2025-11-13T21:00' },
    { offering: 'getting-unstuck', seriesTemplateSlug: 'caw-2025-11-getting-unstuck', ratio: 0.2, startsAt: '2025-11-05T19:00', endsAt: '2025-11-05T20:15' },
  ],
  surveys: {
    learnerPre: 'https://forms.peerhaven.org/caw/2025-11/learner-pre',
    learnerPost: 'https://forms.peerhaven.org/caw/2025-11/learner-post',
    tutorPre: 'https://forms.peerhaven.org/caw/2025-11/tutor-pre',
    tutorPost: 'https://forms.peerhaven.org/caw/2025-11/tutor-post',
  },
})
