import { defineIteration } from '#kernel/programs/define_program'

/* College Admissions Workshops, March 2025 (spec 002 "monthly iterations"). Times are New York time. */
export default defineIteration({
  title: 'March 2025',
  tutorRegistrationOpensAt: '2025-01-20T09:00',
  learnerRegistrationOpensAt: '2025-02-03T09:00',
  learnerDeadlineAt: '2025-02-28T23:59',
  startsAt: '2025-03-03T19:00',
  endsAt: '2025-03-27T21:00',
  offerings: [
    { offering: 'financial-aid-decoded', seriesTemplateSlug: 'caw-2025-03-financial-aid-decoded', ratio: 0.4, endsAt: '2025-03-13T21:00' },
    { offering: 'finding-your-fit', seriesTemplateSlug: 'caw-2025-03-finding-your-fit', ratio: 0.4, endsAt: '2025-03-13T21:00' },
    { offering: 'the-essay', seriesTemplateSlug: 'caw-2025-03-the-essay', ratio: 0.2 },
  ],
  surveys: {
    learnerPre: 'https://forms.peerhaven.org/caw/2025-03/learner-pre',
    learnerPost: 'https://forms.peerhaven.org/caw/2025-03/learner-post',
    tutorPre: 'https://forms.peerhaven.org/caw/2025-03/tutor-pre',
    tutorPost: 'https://forms.peerhaven.org/caw/2025-03/tutor-post',
  },
})
