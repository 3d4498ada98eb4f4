import { defineIteration } from '#kernel/programs/define_program'

/* Key Club, Spring 2027 term: ten weekly homework-help hours hosted by club members. New York time. */
export default defineIteration({
  title: 'Spring 2027',
  tutorRegistrationOpensAt: '2026-12-01T09:00',
  learnerRegistrationOpensAt: '2027-01-04T09:00',
  learnerDeadlineAt: '2027-01-24T23:59',
  startsAt: '2027-01-25T16:00',
  endsAt: '2027-04-02T18:00',
  offerings: [{ offering: 'homework-help', seriesTemplateSlug: 'key-club-2027-spring-homework-help', ratio: 1 }],
  surveys: {
    learnerPre: 'https://forms.peerhaven.org/key-club/2027-spring/learner-pre',
    learnerPost: 'https://forms.peerhaven.org/key-club/2027-spring/learner-post',
    tutorPre: 'https://forms.peerhaven.org/key-club/2027-spring/tutor-pre',
    tutorPost: 'https://forms.peerhaven.org/key-club/2027-spring/tutor-post',
  },
})
