import { defineIteration } from '#kernel/programs/define_program'

/* Summer Camp 2027 (the 2026–27 season, issue 17 §4). Times are New York time. */
export default defineIteration({
  title: 'Summer Camp 2027',
  tutorRegistrationOpensAt: '2027-04-12T09:00',
  learnerRegistrationOpensAt: '2027-05-03T09:00',
  learnerDeadlineAt: '2027-06-27T23:59',
  startsAt: '2027-07-01T09:00',
  endsAt: '2027-08-31T17:00',
  offerings: [
    { offering: 'math-bridge', seriesTemplateSlug: 'camp-2027-math-bridge', ratio: 0.35, startsAt: '2027-07-06T11:00', endsAt: '2027-07-31T12:00' },
    { offering: 'reading-writing-lab', seriesTemplateSlug: 'camp-2027-reading-writing-lab', ratio: 0.25, startsAt: '2027-07-06T13:00', endsAt: '2027-07-31T14:00' },
    { offering: 'intro-to-coding', seriesTemplateSlug: 'camp-2027-intro-to-coding', ratio: 0.2, startsAt: '2027-08-03T11:00', endsAt: '2027-08-14T12:00' },
    { offering: 'college-essay-head-start', seriesTemplateSlug: 'camp-2027-college-essay-head-start', ratio: 0.2, startsAt: '2027-08-17T13:00', endsAt: '2027-08-28T14:15' },
  ],
  surveys: {
    learnerPre: 'https://forms.peerhaven.org/summer-camp/2027/learner-pre',
    learnerPost: 'https://forms.peerhaven.org/summer-camp/2027/learner-post',
    tutorPre: 'https://forms.peerhaven.org/summer-camp/2027/tutor-pre',
    tutorPost: 'https://forms.peerhaven.org/summer-camp/2027/tutor-post',
  },
})
