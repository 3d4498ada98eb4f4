import { defineSatTest } from '../sat_tests.js'

/*
 * Test date: College Board's published 2026-27 SAT weekend test dates (collegeboard.org, "SAT
 * Dates and Deadlines": Aug 22, Sep 12, Oct 3, Nov 7, Dec 5 2026; Mar 13, May 1, Jun 5 2027),
 * written here from memory of that list, not re-checked against the page: confirm before relying
 * on a date. Everything else is our own calendar (decision): bootcamps run the 4 weeks before the
 * test, from the Monday 4 weeks and 5 days before it to the eve of the test; learners may
 * register until the day before the first session; tutors publish until a week before that and
 * attend onboarding until a week earlier still.
 */
export default defineSatTest(
  {
    title: 'SAT August 2026',
    testDate: '2026-08-22',
    tutorReleasedAt: '2026-05-25T09:00',
    onboardingSessionReleasedAt: '2026-05-25T09:00',
    learnerReleasedAt: '2026-06-15T09:00',
    onboardingSessionDeadline: '2026-07-05T23:59',
    seriesCreationDeadline: '2026-07-12T23:59',
    learnerRegistrationDeadline: '2026-07-19T23:59',
    seriesStartMin: '2026-07-20T00:00',
    seriesEndMax: '2026-08-21T23:59',
  },
  '2026-08'
)
