import { defineIteration } from '#kernel/programs/define_program'

/* College Admissions Workshops, June 2025 (spec 002 "monthly iterations"). Times are New York time. */
export default defineIteration({
  title: 'June 2025',
  tutorRegistrationOpensAt: '2025-04-28T09:00',
  learnerRegistrationOpensAt: '2025-05-12T09:00',
  learnerDeadlineAt: '2025-06-06T23:59',
  startsAt: '2025-06-09T19:00',
  endsAt: '2025-07-03T21:00',
  offerings: [
    { offering: 'the-essay', seriesTemplateSlug: 'caw-2025-06-the-essay', ratio: 0.5 },
    { offering: 'finding-your-fit', seriesTemplateSlug: 'caw-2025-06-finding-your-fit', ratio: 0.3, endsAt: '2025-06-19T21:00' },
    { offering: 'the-application', seriesTemplateSlug: 'caw-2025-06-the-application', ratio: 0.2 },
  ],
  surveys: {
    learnerPre: 'https://forms.peerhaven.org/caw/2025-06/learner-pre',
    learnerPost: 'https://forms.peerhaven.org/caw/2025-06/learner-post',
    tutorPre: 'https://forms.peerhaven.org/caw/2025-06/tutor-pre',
    tutorPost: 'https://forms.peerhaven.org/caw/2025-06/tutor-post',
  },
})
