import { defineIteration } from '#kernel/programs/define_program'

/* College Admissions Workshops, March 2027: written by `node ace make:iteration` from 2025-03 (every date 104 weeks later). Times are the program's local time. */
export default defineIteration({
  title: 'March 2027',
  tutorRegistrationOpensAt: '2027-01-18T09:00',
  learnerRegistrationOpensAt: '2027-02-01T09:00',
  learnerDeadlineAt: '2027-02-26T23:59',
  startsAt: '2027-03-01T19:00',
  endsAt: '2027-03-25T21:00',
  offerings: [
    { offering: 'financial-aid-decoded', seriesTemplateSlug: 'caw-2027-03-financial-aid-decoded', ratio: 0.4, endsAt: '2027-03-11T21:00' },
    { offering: 'finding-your-fit', seriesTemplateSlug: 'caw-2027-03-finding-your-fit', ratio: 0.4, endsAt: '2027-03-11T21:00' },
    { offering: 'the-essay', seriesTemplateSlug: 'caw-2027-03-the-essay', ratio: 0.2 },
  ],
  surveys: {
    learnerPre: 'https://forms.peerhaven.org/caw/2027-03/learner-pre',
    learnerPost: 'https://forms.peerhaven.org/caw/2027-03/learner-post',
    tutorPre: 'https://forms.peerhaven.org/caw/2027-03/tutor-pre',
    tutorPost: 'https://forms.peerhaven.org/caw/2027-03/tutor-post',
  },
})
