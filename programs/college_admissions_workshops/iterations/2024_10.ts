import { defineIteration } from '#kernel/programs/define_program'

/* College Admissions Workshops, October 2024 (spec 002 "monthly iterations"). Times are New York time. */
export default defineIteration({
  title: 'October 2024',
  tutorRegistrationOpensAt: '2024-08-26T09:00',
  learnerRegistrationOpensAt: '2024-09-09T09:00',
  learnerDeadlineAt: '2024-10-04T23:59',
  startsAt: '2024-10-07T19:00',
  endsAt: '2024-10-31T21:00',
  offerings: [
    { offering: 'the-essay', seriesTemplateSlug: 'caw-2024-10-the-essay', ratio: 0.35 },
    { offering: 'the-application', seriesTemplateSlug: 'caw-2024-10-the-application', ratio: 0.3 },
    { offering: 'financial-aid-decoded', seriesTemplateSlug: 'caw-2024-10-financial-aid-decoded', ratio: 0.15, endsAt: '2024-10-17T21:00' },
    { offering: 'getting-unstuck', seriesTemplateSlug: 'caw-2024-10-getting-unstuck', ratio: 0.2, startsAt: '2024-10-09T19:00', endsAt: '2024-10-09T20:15' },
  ],
  surveys: {
    learnerPre: 'https://forms.peerhaven.org/caw/2024-10/learner-pre',
    learnerPost: 'https://forms.peerhaven.org/caw/2024-10/learner-post',
    tutorPre: 'https://forms.peerhaven.org/caw/2024-10/tutor-pre',
    tutorPost: 'https://forms.peerhaven.org/caw/2024-10/tutor-post',
  },
})
