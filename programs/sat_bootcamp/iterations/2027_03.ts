import { defineSatTest } from '../sat_tests.js'

/*
 * Test date: College Board's published 2026-27 SAT weekend test dates (collegeboard.org, "SAT
 * Dates and Deadlines": Aug 22, Sep 12, Oct 3, Nov 7, Dec 5 2026; Mar 13, May 1, Jun 5 2027),
 * written here from memory of that list, not re-checked against the page: confirm before relying
 * on a date. Everything else is our own calendar (decision): bootcamps run the 4 weeks before the
 * test, from the Monday 4 weeks and 5 days before it to the eve of the test; learners may
 * register until the day before the first session; tutors publish until a week before that and
 * attend onboarding until a week earlier still.
 *
 * March is the exception: after December there is no test for three months, so tutors and
 * learners are released in November, when December's registration has closed.
 */
export default defineSatTest(
  {
    title: 'SAT March 2027',
    testDate: '2027-03-13',
    tutorReleasedAt: '2026-11-02T09:00',
    onboardingSessionReleasedAt: '2026-11-02T09:00',
    learnerReleasedAt: '2026-11-16T09:00',
    onboardingSessionDeadline: '2027-01-24T23:59',
    seriesCreationDeadline: '2027-01-31T23:59',
    learnerRegistrationDeadline: '2027-02-07T23:59',
    seriesStartMin: '2027-02-08T00:00',
    seriesEndMax: '2027-03-12T23:59',
  },
  '2027-03'
)
