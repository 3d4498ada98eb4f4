import { defineIteration } from '#kernel/programs/define_program'

/* Key Club, Fall 2026 term: ten weekly homework-help hours hosted by club members. New York time. */
export default defineIteration({
  title: 'Fall 2026',
  tutorRegistrationOpensAt: '2026-08-17T09:00',
  learnerRegistrationOpensAt: '2026-08-31T09:00',
  learnerDeadlineAt: '2026-09-13T23:59',
  startsAt: '2026-09-14T16:00',
  endsAt: '2026-11-20T18:00',
  offerings: [{ offering: 'homework-help', seriesTemplateSlug: 'key-club-2026-fall-homework-help', ratio: 1 }],
  surveys: {
    learnerPre: 'https://forms.peerhaven.org/key-club/2026-fall/learner-pre',
    learnerPost: 'https://forms.peerhaven.org/key-club/2026-fall/learner-post',
    tutorPre: 'https://forms.peerhaven.org/key-club/2026-fall/tutor-pre',
    tutorPost: 'https://forms.peerhaven.org/key-club/2026-fall/tutor-post',
  },
})
