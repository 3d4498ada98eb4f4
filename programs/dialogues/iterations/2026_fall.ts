import { defineIteration } from '#kernel/programs/define_program'

/* Dialogues, Fall 2026 (issue 17 §4: the 2026–27 season, on the Fall 2025 dates). Registration runs with the season (rolling enrolment); New York time. */
export default defineIteration({
  title: 'Fall 2026',
  tutorRegistrationOpensAt: '2026-08-01T00:00',
  learnerRegistrationOpensAt: '2026-08-01T00:00',
  learnerDeadlineAt: '2026-12-31T23:59',
  startsAt: '2026-08-01T00:00',
  endsAt: '2026-12-31T23:59',
  offerings: [
    { offering: 'dialogue-event', seriesTemplateSlug: 'dialogues-2026-fall-event', ratio: 0.5 },
    { offering: 'dialogue-club', seriesTemplateSlug: 'dialogues-2026-fall-club', ratio: 0.5 },
  ],
  surveys: {
    learnerPre: 'https://forms.peerhaven.org/dialogues/2026-fall/learner-pre',
    learnerPost: 'https://forms.peerhaven.org/dialogues/2026-fall/learner-post',
    tutorPre: 'https://forms.peerhaven.org/dialogues/2026-fall/tutor-pre',
    tutorPost: 'https://forms.peerhaven.org/dialogues/2026-fall/tutor-post',
  },
})
