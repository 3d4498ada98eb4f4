import { defineIteration } from '#kernel/programs/define_program'

/* College Admissions Workshops, November 2024 (spec 002 "monthly iterations"). Times are New York time. */
export default defineIteration({
  title: 'November 2024',
  tutorRegistrationOpensAt: '2024-09-23T09:00',
  learnerRegistrationOpensAt: '2024-10-07T09:00',
  learnerDeadlineAt: '2024-11-01T23:59',
  startsAt: '2024-11-04T19:00',
  // The last session moves to the Wednesday before Thanksgiving (Nov 28).
  endsAt: '2024-11-27T21:00',
  offerings: [
    { offering: 'the-essay', seriesTemplateSlug: 'caw-2024-11-the-essay', ratio: 0.3 },
    { offering: 'the-application', seriesTemplateSlug: 'caw-2024-11-the-application', ratio: 0.25 },
    { offering: 'financial-aid-decoded', seriesTemplateSlug: 'caw-2024-11-financial-aid-decoded', ratio: 0.25, endsAt: '2024-11-14T21:00' },
    { offering: 'getting-unstuck', seriesTemplateSlug: 'caw-2024-11-getting-unstuck', ratio: 0.2, startsAt: '2024-11-06T19:00', endsAt: '2024-11-06T20:15' },
  ],
  surveys: {
    learnerPre: 'https://forms.peerhaven.org/caw/2024-11/learner-pre',
    learnerPost: 'https://forms.peerhaven.org/caw/2024-11/learner-post',
    tutorPre: 'https://forms.peerhaven.org/caw/2024-11/tutor-pre',
    tutorPost: 'https://forms.peerhaven.org/caw/2024-11/tutor-post',
  },
})
