import type { DateTime } from 'luxon'
import type { FilterVerdict } from '#kernel/hooks'
import { programDateTime } from '#kernel/programs/format'
import { PROGRAM_ZONE } from '#kernel/programs/define_program'
import { SAT_MESSAGES } from './constants.js'
import type { SatTest } from './sat_tests.js'

/*
 * spec 001 §4.3 "SAT test: learners may register when released to learners and before the
 * learner deadline; tutors may create series when released to tutors and before the series
 * creation deadline". Both ends are included (a deadline at 23:59 means that minute still counts).
 */
const at = (value: DateTime) => programDateTime(value, PROGRAM_ZONE)

export function learnerMayRegister(test: SatTest | null, now: DateTime): FilterVerdict {
  if (!test) return { allowed: false, reason: SAT_MESSAGES.notASatTest }
  if (now < test.learnerReleasedAt) return { allowed: false, reason: SAT_MESSAGES.notReleasedToLearners(at(test.learnerReleasedAt)) }
  if (now > test.learnerRegistrationDeadline) return { allowed: false, reason: SAT_MESSAGES.learnerDeadlinePassed(at(test.learnerRegistrationDeadline)) }
  return { allowed: true }
}

export function tutorMayCreateSeries(test: SatTest | null, now: DateTime): FilterVerdict {
  if (!test) return { allowed: false, reason: SAT_MESSAGES.notASatTest }
  if (now < test.tutorReleasedAt) return { allowed: false, reason: SAT_MESSAGES.notReleasedToTutors(at(test.tutorReleasedAt)) }
  if (now > test.seriesCreationDeadline) return { allowed: false, reason: SAT_MESSAGES.seriesDeadlinePassed(at(test.seriesCreationDeadline)) }
  return { allowed: true }
}

/** The test whose learner registration is open now, else the next one to open (marketing). */
export function currentTest(tests: SatTest[], now: DateTime): SatTest | null {
  const sorted = [...tests].sort((a, b) => a.testDate.toMillis() - b.testDate.toMillis())
  return (
    sorted.find((test) => learnerMayRegister(test, now).allowed) ??
    sorted.find((test) => test.learnerReleasedAt > now) ??
    null
  )
}
