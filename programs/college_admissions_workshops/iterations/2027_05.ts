import { defineIteration } from '#kernel/programs/define_program'

/* College Admissions Workshops, May 2027: written by `node ace make:iteration` from 2025-05 (every date 104 weeks later). Times are the program's local time. */
export default defineIteration({
  title: 'May 2027',
  tutorRegistrationOpensAt: '2027-03-22T09:00',
  learnerRegistrationOpensAt: '2027-04-05T09:00',
  learnerDeadlineAt: '2027-04-30T23:59',
  startsAt: '2027-05-03T19:00',
  endsAt: '2027-05-27T21:00',
  offerings: [
    { offering: 'the-essay', seriesTemplateSlug: 'caw-2027-05-the-essay', ratio: 0.4 },
    { offering: 'finding-your-fit', seriesTemplateSlug: 'caw-2027-05-finding-your-fit', ratio: 0.35, endsAt: '2027-05-13T21:00' },
    { offering: 'financial-aid-decoded', seriesTemplateSlug: 'caw-2027-05-financial-aid-decoded', ratio: 0.25, endsAt: '2027-05-13T21:00' },
  ],
  surveys: {
    learnerPre: 'https://forms.peerhaven.org/caw/2027-05/learner-pre',
    learnerPost: 'https://forms.peerhaven.org/caw/2027-05/learner-post',
    tutorPre: 'https://forms.peerhaven.org/caw/2027-05/tutor-pre',
    tutorPost: 'https://forms.peerhaven.org/caw/2027-05/tutor-post',
  },
})
