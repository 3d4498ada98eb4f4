import { defineIteration } from '#kernel/programs/define_program'

/* College Admissions Workshops, April 2025 (spec 002 "monthly iterations"). Times are New York time. */
export default defineIteration({
  title: 'April 2025',
  tutorRegistrationOpensAt: '2025-02-24T09:00',
  learnerRegistrationOpensAt: '2025-03-10T09:00',
  learnerDeadlineAt: '2025-04-04T23:59',
  startsAt: '2025-04-07T19:00',
  endsAt: '2025-05-01T21:00',
  offerings: [
    { offering: 'finding-your-fit', seriesTemplateSlug: 'caw-2025-04-finding-your-fit', ratio: 0.4, endsAt: '2025-04-17T21:00' },
    { offering: 'financial-aid-decoded', seriesTemplateSlug: 'caw-2025-04-financial-aid-decoded', ratio: 0.3, endsAt: '2025-04-17T21:00' },
    { offering: 'the-essay', seriesTemplateSlug: 'caw-2025-04-the-essay', ratio: 0.3 },
  ],
  surveys: {
    learnerPre: 'https://forms.peerhaven.org/caw/2025-04/learner-pre',
    learnerPost: 'https://forms.peerhaven.org/caw/2025-04/learner-post',
    tutorPre: 'https://forms.peerhaven.org/caw/2025-04/tutor-pre',
    tutorPost: 'https://forms.peerhaven.org/caw/2025-04/tutor-post',
  },
})
