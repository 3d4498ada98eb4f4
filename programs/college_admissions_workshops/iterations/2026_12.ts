import { defineIteration } from '#kernel/programs/define_program'

/*
 * College Admissions Workshops, December 2026: written by `node ace make:iteration` from 2025-11
 * (every date 57 weeks later), then edited: the last sessions move before the winter break
 * (Dec 24 – Jan 1), as November's moved before Thanksgiving. Times are New York time.
 */
export default defineIteration({
  title: 'December 2026',
  tutorRegistrationOpensAt: '2026-10-26T09:00',
  learnerRegistrationOpensAt: '2026-11-09T09:00',
  learnerDeadlineAt: '2026-12-04T23:59',
  startsAt: '2026-12-07T19:00',
  endsAt: '2026-12-23T21:00',
  offerings: [
    { offering: 'the-essay', seriesTemplateSlug: 'caw-2026-12-the-essay', ratio: 0.25 },
    { offering: 'the-application', seriesTemplateSlug: 'caw-2026-12-the-application', ratio: 0.25 },
    { offering: 'financial-aid-decoded', seriesTemplateSlug: 'caw-2026-12-financial-aid-decoded', ratio: 0.3, endsAt: '2026-12-17T21:00' },
    { offering: 'getting-unstuck', seriesTemplateSlug: 'caw-2026-12-getting-unstuck', ratio: 0.2, startsAt: '2026-12-09T19:00', endsAt: '2026-12-09T20:15' },
  ],
  surveys: {
    learnerPre: 'https://forms.peerhaven.org/caw/2026-12/learner-pre',
    learnerPost: 'https://forms.peerhaven.org/caw/2026-12/learner-post',
    tutorPre: 'https://forms.peerhaven.org/caw/2026-12/tutor-pre',
    tutorPost: 'https://forms.peerhaven.org/caw/2026-12/tutor-post',
  },
})
