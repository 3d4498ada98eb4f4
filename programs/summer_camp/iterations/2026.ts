import { defineIteration } from '#kernel/programs/define_program'

/* Summer Camp 2026 (issue 17 §3: a 2026 camp on the 2025 dates). Times are New York time. */
export default defineIteration({
  title: 'Summer Camp 2026',
  tutorRegistrationOpensAt: '2026-04-13T09:00',
  learnerRegistrationOpensAt: '2026-05-01T09:00',
  learnerDeadlineAt: '2026-06-28T23:59',
  startsAt: '2026-07-01T09:00',
  endsAt: '2026-08-31T17:00',
  offerings: [
    { offering: 'math-bridge', seriesTemplateSlug: 'camp-2026-math-bridge', ratio: 0.35, startsAt: '2026-07-06T11:00', endsAt: '2026-07-31T12:00' },
    { offering: 'reading-writing-lab', seriesTemplateSlug: 'camp-2026-reading-writing-lab', ratio: 0.25, startsAt: '2026-07-06T13:00', endsAt: '2026-07-31T14:00' },
    { offering: 'intro-to-coding', seriesTemplateSlug: 'camp-2026-intro-to-coding', ratio: 0.2, startsAt: '2026-08-03T11:00', endsAt: '2026-08-14T12:00' },
    { offering: 'college-essay-head-start', seriesTemplateSlug: 'camp-2026-college-essay-head-start', ratio: 0.2, startsAt: '2026-08-17T13:00', endsAt: '2026-08-28T14:15' },
  ],
  surveys: {
    learnerPre: 'https://forms.peerhaven.org/summer-camp/2026/learner-pre',
    learnerPost: 'https://forms.peerhaven.org/summer-camp/2026/learner-post',
    tutorPre: 'https://forms.peerhaven.org/summer-camp/2026/tutor-pre',
    tutorPost: 'https://forms.peerhaven.org/summer-camp/2026/tutor-post',
  },
})
