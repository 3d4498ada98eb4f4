import { defineIteration } from '#kernel/programs/define_program'

/* College Admissions Workshops, February 2027: written by `node ace make:iteration` from 2025-02 (every date 104 weeks later). Times are the program's local time. */
export default defineIteration({
  title: 'February 2027',
  tutorRegistrationOpensAt: '2026-12-14T09:00',
  learnerRegistrationOpensAt: '2027-01-04T09:00',
  learnerDeadlineAt: '2027-01-29T23:59',
  startsAt: '2027-02-01T19:00',
  endsAt: '2027-02-25T21:00',
  offerings: [
    { offering: 'financial-aid-decoded', seriesTemplateSlug: 'caw-2027-02-financial-aid-decoded', ratio: 0.45, endsAt: '2027-02-11T21:00' },
    { offering: 'finding-your-fit', seriesTemplateSlug: 'caw-2027-02-finding-your-fit', ratio: 0.35, endsAt: '2027-02-11T21:00' },
    { offering: 'the-essay', seriesTemplateSlug: 'caw-2027-02-the-essay', ratio: 0.2 },
  ],
  surveys: {
    learnerPre: 'https://forms.peerhaven.org/caw/2027-02/learner-pre',
    learnerPost: 'https://forms.peerhaven.org/caw/2027-02/learner-post',
    tutorPre: 'https://forms.peerhaven.org/caw/2027-02/tutor-pre',
    tutorPost: 'https://forms.peerhaven.org/caw/2027-02/tutor-post',
  },
})
