import { defineIteration } from '#kernel/programs/define_program'

/* Summer Camp 2025 (spec 002: "Summer camp runs 1 July to 31 Aug 2025"; the banner runs July 1 to August 31, 2025 Eastern time). Times are New York time. */
export default defineIteration({
  title: 'Summer Camp 2025',
  tutorRegistrationOpensAt: '2025-04-14T09:00',
  learnerRegistrationOpensAt: '2025-05-01T09:00',
  learnerDeadlineAt: '2025-06-29T23:59',
  startsAt: '2025-07-01T09:00',
  endsAt: '2025-08-31T17:00',
  offerings: [
    { offering: 'math-bridge', seriesTemplateSlug: 'camp-2025-math-bridge', ratio: 0.35, startsAt: '2025-07-06T11:00', endsAt: '2025-07-31T12:00' },
    { offering: 'reading-writing-lab', seriesTemplateSlug: 'camp-2025-reading-writing-lab', ratio: 0.25, startsAt: '2025-07-06T13:00', endsAt: '2025-07-31T14:00' },
    { offering: 'intro-to-coding', seriesTemplateSlug: 'camp-2025-intro-to-coding', ratio: 0.2, startsAt: '2025-08-03T11:00', endsAt: '2025-08-14T12:00' },
    { offering: 'college-essay-head-start', seriesTemplateSlug: 'camp-2025-college-essay-head-start', ratio: 0.2, startsAt: '2025-08-17T13:00', endsAt: '2025-08-28T14:15' },
  ],
  surveys: {
    learnerPre: 'https://forms.peerhaven.org/summer-camp/2025/learner-pre',
    learnerPost: 'https://forms.peerhaven.org/summer-camp/2025/learner-post',
    tutorPre: 'https://forms.peerhaven.org/summer-camp/2025/tutor-pre',
    tutorPost: 'https://forms.peerhaven.org/summer-camp/2025/tutor-post',
  },
})
