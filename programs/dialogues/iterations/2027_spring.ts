import { defineIteration } from '#kernel/programs/define_program'

/* Dialogues, Spring 2027 (issue 17 §4: the 2026–27 season). Registration runs with the season (rolling enrolment); New York time. */
export default defineIteration({
  title: 'Spring 2027',
  tutorRegistrationOpensAt: '2027-01-11T00:00',
  learnerRegistrationOpensAt: '2027-01-11T00:00',
  learnerDeadlineAt: '2027-05-31T23:59',
  startsAt: '2027-01-11T00:00',
  endsAt: '2027-05-31T23:59',
  offerings: [
    { offering: 'dialogue-event', seriesTemplateSlug: 'dialogues-2027-spring-event', ratio: 0.5 },
    { offering: 'dialogue-club', seriesTemplateSlug: 'dialogues-2027-spring-club', ratio: 0.5 },
  ],
  surveys: {
    learnerPre: 'https://forms.peerhaven.org/dialogues/2027-spring/learner-pre',
    learnerPost: 'https://forms.peerhaven.org/dialogues/2027-spring/learner-post',
    tutorPre: 'https://forms.peerhaven.org/dialogues/2027-spring/tutor-pre',
    tutorPost: 'https://forms.peerhaven.org/dialogues/2027-spring/tutor-post',
  },
})
