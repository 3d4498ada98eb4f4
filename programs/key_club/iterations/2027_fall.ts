import { defineIteration } from '#kernel/programs/define_program'

/* Key Club, Fall 2027 term: ten weekly homework-help hours hosted by club members. New York time. */
export default defineIteration({
  title: 'Fall 2027',
  tutorRegistrationOpensAt: '2027-08-16T09:00',
  learnerRegistrationOpensAt: '2027-08-30T09:00',
  learnerDeadlineAt: '2027-09-12T23:59',
  startsAt: '2027-09-13T16:00',
  endsAt: '2027-11-19T18:00',
  offerings: [{ offering: 'homework-help', seriesTemplateSlug: 'key-club-2027-fall-homework-help', ratio: 1 }],
  surveys: {
    learnerPre: 'https://forms.peerhaven.org/key-club/2027-fall/learner-pre',
    learnerPost: 'https://forms.peerhaven.org/key-club/2027-fall/learner-post',
    tutorPre: 'https://forms.peerhaven.org/key-club/2027-fall/tutor-pre',
    tutorPost: 'https://forms.peerhaven.org/key-club/2027-fall/tutor-post',
  },
})
