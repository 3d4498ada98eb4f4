import { defineIteration } from '#kernel/programs/define_program'

/* College Admissions Workshops, September 2024 (spec 002 "monthly iterations"). Times are New York time. */
export default defineIteration({
  title: 'September 2024',
  tutorRegistrationOpensAt: '2024-07-29T09:00',
  learnerRegistrationOpensAt: '2024-08-12T09:00',
  learnerDeadlineAt: '2024-09-06T23:59',
  startsAt: '2024-09-09T19:00',
  endsAt: '2024-10-03T21:00',
  offerings: [
    { offering: 'the-essay', seriesTemplateSlug: 'caw-2024-09-the-essay', ratio: 0.4 },
    { offering: 'the-application', seriesTemplateSlug: 'caw-2024-09-the-application', ratio: 0.3 },
    { offering: 'finding-your-fit', seriesTemplateSlug: 'caw-2024-09-finding-your-fit', ratio: 0.15, endsAt: '2024-09-19T21:00' },
    { offering: 'getting-unstuck', seriesTemplateSlug: 'caw-2024-09-getting-unstuck', ratio: 0.15, startsAt: '2024-09-11T19:00', endsAt: '2024-09-11T20:15' },
  ],
  surveys: {
    learnerPre: 'https://forms.peerhaven.org/caw/2024-09/learner-pre',
    learnerPost: 'https://forms.peerhaven.org/caw/2024-09/learner-post',
    tutorPre: 'https://forms.peerhaven.org/caw/2024-09/tutor-pre',
    tutorPost: 'https://forms.peerhaven.org/caw/2024-09/tutor-post',
  },
})
