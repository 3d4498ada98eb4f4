import { defineIteration } from '#kernel/programs/define_program'

/* Dialogues, Fall 2027 (the next season, announced ahead). Registration runs with the season (rolling enrolment); New York time. */
export default defineIteration({
  title: 'Fall 2027',
  tutorRegistrationOpensAt: '2027-08-01T00:00',
  learnerRegistrationOpensAt: '2027-08-01T00:00',
  learnerDeadlineAt: '2027-12-31T23:59',
  startsAt: '2027-08-01T00:00',
  endsAt: '2027-12-31T23:59',
  offerings: [
    { offering: 'dialogue-event', seriesTemplateSlug: 'dialogues-2027-fall-event', ratio: 0.5 },
    { offering: 'dialogue-club', seriesTemplateSlug: 'dialogues-2027-fall-club', ratio: 0.5 },
  ],
  surveys: {
    learnerPre: 'https://forms.peerhaven.org/dialogues/2027-fall/learner-pre',
    learnerPost: 'https://forms.peerhaven.org/dialogues/2027-fall/learner-post',
    tutorPre: 'https://forms.peerhaven.org/dialogues/2027-fall/tutor-pre',
    tutorPost: 'https://forms.peerhaven.org/dialogues/2027-fall/tutor-post',
  },
})
