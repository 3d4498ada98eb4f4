import { defineIteration } from '#kernel/programs/define_program'

/* College Admissions Workshops, June 2027: written by `node ace make:iteration` from 2025-06 (every date 105 weeks later). Times are the program's local time. */
export default defineIteration({
  title: 'June 2027',
  tutorRegistrationOpensAt: '2027-05-03T09:00',
  learnerRegistrationOpensAt: '2027-05-17T09:00',
  learnerDeadlineAt: '2027-06-11T23:59',
  startsAt: '2027-06-14T19:00',
  endsAt: '2027-07-08T21:00',
  offerings: [
    { offering: 'the-essay', seriesTemplateSlug: 'caw-2027-06-the-essay', ratio: 0.5 },
    { offering: 'finding-your-fit', seriesTemplateSlug: 'caw-2027-06-finding-your-fit', ratio: 0.3, endsAt: '2027-06-24T21:00' },
    { offering: 'the-application', seriesTemplateSlug: 'caw-2027-06-the-application', ratio: 0.2 },
  ],
  surveys: {
    learnerPre: 'https://forms.peerhaven.org/caw/2027-06/learner-pre',
    learnerPost: 'https://forms.peerhaven.org/caw/2027-06/learner-post',
    tutorPre: 'https://forms.peerhaven.org/caw/2027-06/tutor-pre',
    tutorPost: 'https://forms.peerhaven.org/caw/2027-06/tutor-post',
  },
})
