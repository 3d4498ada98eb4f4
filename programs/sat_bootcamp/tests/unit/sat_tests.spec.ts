import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { findProgram } from '#kernel/programs/registry'
import { consentVeto } from '#kernel/programs/consent'
import { hooks } from '#kernel/hooks'
import { pinProgramClock } from '#kernel/programs/clock'
import { PROGRAM_SLUG, SAT_MESSAGES } from '../../constants.js'
import { InvalidSatTestError, parseSatTest, satTestOf, type SatTestConfig } from '../../sat_tests.js'
import { currentTest, learnerMayRegister, tutorMayCreateSeries } from '../../windows.js'
import { satTests } from '../../queries/tests.js'

const ny = (local: string) => DateTime.fromISO(local, { zone: 'America/New_York' })

const MARCH: SatTestConfig = {
  title: 'SAT Test Fixture',
  testDate: '2027-03-13',
  tutorReleasedAt: '2026-11-02T09:00',
  onboardingSessionReleasedAt: '2026-11-02T09:00',
  learnerReleasedAt: '2026-11-16T09:00',
  onboardingSessionDeadline: '2027-01-24T23:59',
  seriesCreationDeadline: '2027-01-31T23:59',
  learnerRegistrationDeadline: '2027-02-07T23:59',
  seriesStartMin: '2027-02-08T00:00',
  seriesEndMax: '2027-03-12T23:59',
}

test.group('SAT test windows (spec 001 §4.3)', () => {
  test('learners register from their release to the learner deadline, both included', ({ assert }) => {
    const sat = parseSatTest(MARCH)
    assert.deepEqual(learnerMayRegister(sat, ny('2026-11-16T08:59')), { allowed: false, reason: SAT_MESSAGES.notReleasedToLearners('November 16, 2026 at 9:00 AM ET') })
    assert.isTrue(learnerMayRegister(sat, ny('2026-11-16T09:00')).allowed)
    assert.isTrue(learnerMayRegister(sat, ny('2027-02-07T23:59')).allowed)
    assert.deepEqual(learnerMayRegister(sat, ny('2027-02-08T00:00')), { allowed: false, reason: SAT_MESSAGES.learnerDeadlinePassed('February 7, 2027 at 11:59 PM ET') })
    assert.deepEqual(learnerMayRegister(null, ny('2027-01-01T12:00')), { allowed: false, reason: SAT_MESSAGES.notASatTest })
  })

  test('tutors create series from their release to the series creation deadline (not the learner deadline)', ({ assert }) => {
    const sat = parseSatTest(MARCH)
    assert.isFalse(tutorMayCreateSeries(sat, ny('2026-11-02T08:59')).allowed)
    assert.isTrue(tutorMayCreateSeries(sat, ny('2026-11-02T09:00')).allowed)
    assert.isTrue(tutorMayCreateSeries(sat, ny('2027-01-31T23:59')).allowed)
    const late = tutorMayCreateSeries(sat, ny('2027-02-03T12:00'))
    assert.deepEqual(late, { allowed: false, reason: SAT_MESSAGES.seriesDeadlinePassed('January 31, 2027 at 11:59 PM ET') })
    // Learners may still register that day: the two windows differ.
    assert.isTrue(learnerMayRegister(sat, ny('2027-02-03T12:00')).allowed)
  })

  test('a test file with dates out of order or malformed fails, naming the test and the field', ({ assert }) => {
    assert.throws(() => parseSatTest({ ...MARCH, seriesCreationDeadline: '2027-02-09T00:00' }), InvalidSatTestError, 'Invalid SAT test "SAT Test Fixture": field "seriesStartMin" must not be before seriesCreationDeadline')
    assert.throws(() => parseSatTest({ ...MARCH, seriesEndMax: '2027-03-13T09:00' }), /field "testDate" must not be before seriesEndMax/)
    assert.throws(() => parseSatTest({ ...MARCH, testDate: '2027-02-30' }), /field "testDate" is not a real date/)
    assert.throws(() => parseSatTest({ ...MARCH, learnerReleasedAt: 'soon' }), /field "learnerReleasedAt" must look like 2027-03-13T08:00/)
    assert.throws(() => parseSatTest({ ...MARCH, title: ' ' }), /field "title" is required/)
  })
})

test.group('The SAT Bootcamp program (issue 16 §2)', () => {
  test('every iteration is an SAT test of the 2026–27 school year, and the program is live on 2026-11-27', ({ assert }) => {
    const program = findProgram(PROGRAM_SLUG)!
    assert.isAbove(program.iterations.length, 0)
    for (const iteration of program.iterations) assert.isNotNull(satTestOf(iteration), `${iteration.file} is an SAT test`)
    assert.includeMembers(
      satTests().map((sat) => sat.testDate.toISODate()),
      ['2026-08-22', '2026-09-12', '2026-10-03', '2026-11-07', '2026-12-05', '2027-03-13', '2027-05-01', '2027-06-05']
    )
    const live = currentTest(satTests(), ny('2026-11-27T12:00'))
    assert.equal(live?.title, 'SAT March 2027')
    assert.isTrue(learnerMayRegister(live, ny('2026-11-27T12:00')).allowed)
  })

  test('the program filters refuse a closed SAT test and consent gates minors (spec 000 §6.4)', async ({ assert, cleanup }) => {
    pinProgramClock(ny('2027-02-03T12:00'))
    cleanup(() => pinProgramClock(null))
    const subject = { userId: 999_999_999, seriesId: null, templateId: null, programSlug: PROGRAM_SLUG, programIteration: '2027-03', offeringSlug: 'sat-bootcamp-math' }
    assert.deepEqual(await hooks.ask('series.canHost', subject), { allowed: false, reason: SAT_MESSAGES.seriesDeadlinePassed('January 31, 2027 at 11:59 PM ET') })
    // The learner window is open that day; someone of unknown age with nothing in the ledger is
    // still refused: the manifest's consent flows gate registration.
    const consentReason = { allowed: false, reason: 'Please complete "Parent or guardian consent" before registering.' }
    assert.deepEqual(await hooks.ask('series.canRegister', subject), consentReason)
    assert.deepEqual(await consentVeto(findProgram(PROGRAM_SLUG)!, 999_999_999), consentReason)
  })
})
