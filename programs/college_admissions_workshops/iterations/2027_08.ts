import { defineIteration } from '#kernel/programs/define_program'

/* College Admissions Workshops, August 2027: written by `node ace make:iteration` from 2025-08 (every date 104 weeks later). Times are the program's local time. */
export default defineIteration({
  title: 'August 2027',
  tutorRegistrationOpensAt: '2027-06-21T09:00',
  learnerRegistrationOpensAt: '2027-07-05T09:00',
  learnerDeadlineAt: '2027-07-30T23:59',
  startsAt: '2027-08-02T19:00',
  endsAt: '2027-08-26T21:00',
  offerings: [
    { offering: 'the-essay', seriesTemplateSlug: 'caw-2027-08-the-essay', ratio: 0.35 },
    { offering: 'the-application', seriesTemplateSlug: 'caw-2027-08-the-application', ratio: 0.35 },
    { offering: 'finding-your-fit', seriesTemplateSlug: 'caw-2027-08-finding-your-fit', ratio: 0.1, endsAt: '2027-08-12T21:00' },
    { offering: 'getting-unstuck', seriesTemplateSlug: 'caw-2027-08-getting-unstuck', ratio: 0.2, startsAt: '2027-08-04T19:00', endsAt: '2027-08-04T20:15' },
  ],
  surveys: {
    learnerPre: 'https://forms.peerhaven.org/caw/2027-08/learner-pre',
    learnerPost: 'https://forms.peerhaven.org/caw/2027-08/learner-post',
    tutorPre: 'https://forms.peerhaven.org/caw/2027-08/tutor-pre',
    tutorPost: 'https://forms.peerhaven.org/caw/2027-08/tutor-post',
  },
})
