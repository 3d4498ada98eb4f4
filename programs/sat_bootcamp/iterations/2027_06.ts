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
    title: 'SAT June 2027',
    testDate: '2027-06-05',
    tutorReleasedAt: '2027-03-08T09:00',
    onboardingSessionReleasedAt: '2027-03-08T09:00',
    learnerReleasedAt: '2027-03-29T09:00',
    onboardingSessionDeadline: '2027-04-18T23:59',
    seriesCreationDeadline: '2027-04-25T23:59',
    learnerRegistrationDeadline: '2027-05-02T23:59',
    seriesStartMin: '2027-05-03T00:00',
    seriesEndMax: '2027-06-04T23:59',
  },
  '2027-06'
)
