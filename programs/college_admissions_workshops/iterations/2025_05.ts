import { defineIteration } from '#kernel/programs/define_program'

/* College Admissions Workshops, May 2025 (spec 002 "monthly iterations"). Times are New York time. */
export default defineIteration({
  title: 'May 2025',
  tutorRegistrationOpensAt: '2025-03-24T09:00',
  learnerRegistrationOpensAt: '2025-04-07T09:00',
  learnerDeadlineAt: '2025-05-02T23:59',
  startsAt: '2025-05-05T19:00',
  endsAt: '2025-05-29T21:00',
  offerings: [
    { offering: 'the-essay', seriesTemplateSlug: 'caw-2025-05-the-essay', ratio: 0.4 },
    { offering: 'finding-your-fit', seriesTemplateSlug: 'caw-2025-05-finding-your-fit', ratio: 0.35, endsAt: '2025-05-15T21:00' },
    { offering: 'financial-aid-decoded', seriesTemplateSlug: 'caw-2025-05-financial-aid-decoded', ratio: 0.25, endsAt: '2025-05-15T21:00' },
  ],
  surveys: {
    learnerPre: 'https://forms.peerhaven.org/caw/2025-05/learner-pre',
    learnerPost: 'https://forms.peerhaven.org/caw/2025-05/learner-post',
    tutorPre: 'https://forms.peerhaven.org/caw/2025-05/tutor-pre',
    tutorPost: 'https://forms.peerhaven.org/caw/2025-05/tutor-post',
  },
})
