import { findProgram } from '#kernel/programs/registry'
import { PROGRAM_SLUG } from '../constants.js'
import { satTestOf, type SatTest } from '../sat_tests.js'

/** The program's SAT tests with their iteration keys, in test-date order. */
export function satTests(): Array<SatTest & { key: string }> {
  const program = findProgram(PROGRAM_SLUG)
  if (!program) return []
  return program.iterations
    .flatMap((iteration) => {
      const test = satTestOf(iteration)
      return test ? [{ ...test, key: iteration.key }] : []
    })
    .sort((a, b) => a.testDate.toMillis() - b.testDate.toMillis())
}
