import { defineIteration } from '#kernel/programs/define_program'

/* College Admissions Workshops, August 2025 (spec 002 "monthly iterations"). Times are New York time. */
export default defineIteration({
  title: 'August 2025',
  tutorRegistrationOpensAt: '2025-06-23T09:00',
  learnerRegistrationOpensAt: '2025-07-07T09:00',
  learnerDeadlineAt: '2025-08-01T23:59',
  startsAt: '2025-08-04T19:00',
  endsAt: '2025-08-28T21:00',
  offerings: [
    { offering: 'the-essay', seriesTemplateSlug: 'caw-2025-08-the-essay', ratio: 0.35 },
    { offering: 'the-application', seriesTemplateSlug: 'caw-2025-08-the-application', ratio: 0.35 },
    { offering: 'finding-your-fit', seriesTemplateSlug: 'caw-2025-08-finding-your-fit', ratio: 0.1, endsAt: '2025-08-14T21:00' },
    { offering: 'getting-unstuck', seriesTemplateSlug: 'caw-2025-08-getting-unstuck', ratio: 0.2, startsAt: '2025-08-06T19:00', endsAt: '2025-08-06T20:15' },
  ],
  surveys: {
    learnerPre: 'https://forms.peerhaven.org/caw/2025-08/learner-pre',
    learnerPost: 'https://forms.peerhaven.org/caw/2025-08/learner-post',
    tutorPre: 'https://forms.peerhaven.org/caw/2025-08/tutor-pre',
    tutorPost: 'https://forms.peerhaven.org/caw/2025-08/tutor-post',
  },
})
