import { defineIteration } from '#kernel/programs/define_program'

/* College Admissions Workshops, July 2027: written by `node ace make:iteration` from 2025-07 (every date 104 weeks later). Times are the program's local time. */
export default defineIteration({
  title: 'July 2027',
  tutorRegistrationOpensAt: '2027-05-25T09:00',
  learnerRegistrationOpensAt: '2027-06-07T09:00',
  learnerDeadlineAt: '2027-07-02T23:59',
  startsAt: '2027-07-05T19:00',
  endsAt: '2027-07-29T21:00',
  offerings: [
    { offering: 'the-essay', seriesTemplateSlug: 'caw-2027-07-the-essay', ratio: 0.45 },
    { offering: 'the-application', seriesTemplateSlug: 'caw-2027-07-the-application', ratio: 0.35 },
    { offering: 'getting-unstuck', seriesTemplateSlug: 'caw-2027-07-getting-unstuck', ratio: 0.2, startsAt: '2027-07-07T19:00', endsAt: '2027-07-07T20:15' },
  ],
  surveys: {
    learnerPre: 'https://forms.peerhaven.org/caw/2027-07/learner-pre',
    learnerPost: 'https://forms.peerhaven.org/caw/2027-07/learner-post',
    tutorPre: 'https://forms.peerhaven.org/caw/2027-07/tutor-pre',
    tutorPost: 'https://forms.peerhaven.org/caw/2027-07/tutor-post',
  },
})
