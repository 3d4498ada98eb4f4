import { defineIteration } from '#kernel/programs/define_program'

/* College Admissions Workshops, September 2027: written by `node ace make:iteration` from 2025-09 (every date 105 weeks later). Times are the program's local time. */
export default defineIteration({
  title: 'September 2027',
  tutorRegistrationOpensAt: '2027-08-02T09:00',
  learnerRegistrationOpensAt: '2027-08-16T09:00',
  learnerDeadlineAt: '2027-09-10T23:59',
  startsAt: '2027-09-13T19:00',
  endsAt: '2027-10-07T21:00',
  offerings: [
    { offering: 'the-essay', seriesTemplateSlug: 'caw-2027-09-the-essay', ratio: 0.35 },
    { offering: 'the-application', seriesTemplateSlug: 'caw-2027-09-the-application', ratio: 0.3 },
    { offering: 'finding-your-fit', seriesTemplateSlug: 'caw-2027-09-finding-your-fit', ratio: 0.1, endsAt: '2027-09-23T21:00' },
    { offering: 'getting-unstuck', seriesTemplateSlug: 'caw-2027-09-getting-unstuck', ratio: 0.25, startsAt: '2027-09-15T19:00', endsAt: '2027-09-15T20:15' },
  ],
  surveys: {
    learnerPre: 'https://forms.peerhaven.org/caw/2027-09/learner-pre',
    learnerPost: 'https://forms.peerhaven.org/caw/2027-09/learner-post',
    tutorPre: 'https://forms.peerhaven.org/caw/2027-09/tutor-pre',
    tutorPost: 'https://forms.peerhaven.org/caw/2027-09/tutor-post',
  },
})
