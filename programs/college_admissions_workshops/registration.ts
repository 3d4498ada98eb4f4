import type { DateTime } from 'luxon'
import type { Iteration, RegisteredProgram } from '#kernel/programs/define_program'
import { NEXT_ITERATION } from '#modules/programs/index'

/**
 * The iteration a waitlist entry is for: the first iteration whose registration (learner or
 * tutor) has not opened yet, or 'next' when none is announced.
 */
export function waitlistTarget(program: RegisteredProgram, audience: 'learner' | 'tutor', now: DateTime) {
  const opensAt = (iteration: Iteration) =>
    audience === 'learner' ? iteration.learnerRegistrationOpensAt : iteration.tutorRegistrationOpensAt
  const iteration = program.iterations.find((candidate) => opensAt(candidate) > now)
  return iteration ? { key: iteration.key, title: iteration.title } : { key: NEXT_ITERATION, title: null }
}
