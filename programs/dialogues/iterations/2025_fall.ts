import { defineIteration } from '#kernel/programs/define_program'

/* Dialogues, Fall 2025 (spec 002: "registration and run 1 Aug to 31 Dec 2025"). Registration runs with the season (rolling enrolment); New York time. */
export default defineIteration({
  title: 'Fall 2025',
  tutorRegistrationOpensAt: '2025-08-01T00:00',
  learnerRegistrationOpensAt: '2025-08-01T00:00',
  learnerDeadlineAt: '2025-12-31T23:59',
  startsAt: '2025-08-01T00:00',
  endsAt: '2025-12-31T23:59',
  offerings: [
    { offering: 'dialogue-event', seriesTemplateSlug: 'dialogues-2025-fall-event', ratio: 0.5 },
    { offering: 'dialogue-club', seriesTemplateSlug: 'dialogues-2025-fall-club', ratio: 0.5 },
  ],
  surveys: {
    learnerPre: 'https://forms.peerhaven.org/dialogues/2025-fall/learner-pre',
    learnerPost: 'https://forms.peerhaven.org/dialogues/2025-fall/learner-post',
    tutorPre: 'https://forms.peerhaven.org/dialogues/2025-fall/tutor-pre',
    tutorPost: 'https://forms.peerhaven.org/dialogues/2025-fall/tutor-post',
  },
})
