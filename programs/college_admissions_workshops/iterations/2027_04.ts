import { defineIteration } from '#kernel/programs/define_program'

/* College Admissions Workshops, April 2027: written by `node ace make:iteration` from 2025-04 (every date 104 weeks later). Times are the program's local time. */
export default defineIteration({
  title: 'April 2027',
  tutorRegistrationOpensAt: '2027-02-22T09:00',
  learnerRegistrationOpensAt: '2027-03-08T09:00',
  learnerDeadlineAt: '2027-04-02T23:59',
  startsAt: '2027-04-05T19:00',
  endsAt: '2027-04-29T21:00',
  offerings: [
    { offering: 'finding-your-fit', seriesTemplateSlug: 'caw-2027-04-finding-your-fit', ratio: 0.4, endsAt: '2027-04-15T21:00' },
    { offering: 'financial-aid-decoded', seriesTemplateSlug: 'caw-2027-04-financial-aid-decoded', ratio: 0.3, endsAt: '2027-04-15T21:00' },
    { offering: 'the-essay', seriesTemplateSlug: 'caw-2027-04-the-essay', ratio: 0.3 },
  ],
  surveys: {
    learnerPre: 'https://forms.peerhaven.org/caw/2027-04/learner-pre',
    learnerPost: 'https://forms.peerhaven.org/caw/2027-04/learner-post',
    tutorPre: 'https://forms.peerhaven.org/caw/2027-04/tutor-pre',
    tutorPost: 'https://forms.peerhaven.org/caw/2027-04/tutor-post',
  },
})
