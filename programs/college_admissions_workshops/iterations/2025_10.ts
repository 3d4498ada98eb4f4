import { defineIteration } from '#kernel/programs/define_program'

/* College Admissions Workshops, October 2025 (spec 002 "monthly iterations"). Times are New York time. */
export default defineIteration({
  title: 'October 2025',
  tutorRegistrationOpensAt: '2025-08-25T09:00',
  learnerRegistrationOpensAt: '2025-09-08T09:00',
  learnerDeadlineAt: '2025-10-03T23:59',
  startsAt: '2025-10-06T19:00',
  endsAt: '2025-10-30T21:00',
  offerings: [
    { offering: 'the-essay', seriesTemplateSlug: 'caw-2025-10-the-essay', ratio: 0.3 },
    { offering: 'the-application', seriesTemplateSlug: 'caw-2025-10-the-application', ratio: 0.25 },
    { offering: 'financial-aid-decoded', seriesTemplateSlug: 'caw-2025-10-financial-aid-decoded', ratio: 0.25, endsAt: '2025-10-16T21:00' },
    { offering: 'getting-unstuck', seriesTemplateSlug: 'caw-2025-10-getting-unstuck', ratio: 0.2, startsAt: '2025-10-08T19:00', endsAt: '2025-10-08T20:15' },
  ],
  surveys: {
    learnerPre: 'https://forms.peerhaven.org/caw/2025-10/learner-pre',
    learnerPost: 'https://forms.peerhaven.org/caw/2025-10/learner-post',
    tutorPre: 'https://forms.peerhaven.org/caw/2025-10/tutor-pre',
    tutorPost: 'https://forms.peerhaven.org/caw/2025-10/tutor-post',
  },
})
