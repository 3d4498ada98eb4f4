import { defineIteration } from '#kernel/programs/define_program'

/* College Admissions Workshops, September 2025 (spec 002 "monthly iterations"). Times are New York time. */
export default defineIteration({
  title: 'September 2025',
  tutorRegistrationOpensAt: '2025-07-28T09:00',
  learnerRegistrationOpensAt: '2025-08-11T09:00',
  learnerDeadlineAt: '2025-09-05T23:59',
  startsAt: '2025-09-08T19:00',
  endsAt: '2025-10-02T21:00',
  offerings: [
    { offering: 'the-essay', seriesTemplateSlug: 'caw-2025-09-the-essay', ratio: 0.35 },
    { offering: 'the-application', seriesTemplateSlug: 'caw-2025-09-the-application', ratio: 0.3 },
    { offering: 'finding-your-fit', seriesTemplateSlug: 'caw-2025-09-finding-your-fit', ratio: 0.1, endsAt: '2025-09-18T21:00' },
    { offering: 'getting-unstuck', seriesTemplateSlug: 'caw-2025-09-getting-unstuck', ratio: 0.25, startsAt: '2025-09-10T19:00', endsAt: '2025-09-10T20:15' },
  ],
  surveys: {
    learnerPre: 'https://forms.peerhaven.org/caw/2025-09/learner-pre',
    learnerPost: 'https://forms.peerhaven.org/caw/2025-09/learner-post',
    tutorPre: 'https://forms.peerhaven.org/caw/2025-09/tutor-pre',
    tutorPost: 'https://forms.peerhaven.org/caw/2025-09/tutor-post',
  },
})
