import { defineIteration } from '#kernel/programs/define_program'

/* College Admissions Workshops, February 2025 (spec 002 "monthly iterations"). Times are New York time. */
export default defineIteration({
  title: 'February 2025',
  // Opens before the winter break rather than on Dec 23.
  tutorRegistrationOpensAt: '2024-12-16T09:00',
  learnerRegistrationOpensAt: '2025-01-06T09:00',
  learnerDeadlineAt: '2025-01-31T23:59',
  startsAt: '2025-02-03T19:00',
  endsAt: '2025-02-27T21:00',
  offerings: [
    { offering: 'financial-aid-decoded', seriesTemplateSlug: 'caw-2025-02-financial-aid-decoded', ratio: 0.45, endsAt: '2025-02-13T21:00' },
    { offering: 'finding-your-fit', seriesTemplateSlug: 'caw-2025-02-finding-your-fit', ratio: 0.35, endsAt: '2025-02-13T21:00' },
    { offering: 'the-essay', seriesTemplateSlug: 'caw-2025-02-the-essay', ratio: 0.2 },
  ],
  surveys: {
    learnerPre: 'https://forms.peerhaven.org/caw/2025-02/learner-pre',
    learnerPost: 'https://forms.peerhaven.org/caw/2025-02/learner-post',
    tutorPre: 'https://forms.peerhaven.org/caw/2025-02/tutor-pre',
    tutorPost: 'https://forms.peerhaven.org/caw/2025-02/tutor-post',
  },
})
