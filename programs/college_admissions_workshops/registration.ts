import type { DateTime } from 'luxon'
import type { FilterVerdict } from '#kernel/hooks'
import type { Iteration, RegisteredProgram } from '#kernel/programs/define_program'
import { programDateTime } from '#kernel/programs/format'
import { NEXT_ITERATION } from '#modules/programs/index'

/*
 * Registration windows enforced through the kernel filters (Kernel issue §5: "registration
 * enforced by the iteration's dates"). Learners may register from learner registration open to
 * the learner deadline (both included); tutors may host from tutor registration open to the
 * learner deadline. Dates in reasons are New York time, like the program's calendar.
 */

const NOT_OFFERED = 'This workshop is not part of a College Admissions Workshops iteration.'

export function learnerVerdict(iteration: Iteration | undefined, now: DateTime, zone: string): FilterVerdict {
  if (!iteration) return { allowed: false, reason: NOT_OFFERED }
  if (now < iteration.learnerRegistrationOpensAt) {
    return { allowed: false, reason: `Registration for this workshop opens on ${programDateTime(iteration.learnerRegistrationOpensAt, zone)}.` }
  }
  if (now > iteration.learnerDeadlineAt) {
    return { allowed: false, reason: `Registration for this workshop closed on ${programDateTime(iteration.learnerDeadlineAt, zone)}.` }
  }
  return { allowed: true }
}

export function tutorVerdict(iteration: Iteration | undefined, now: DateTime, zone: string): FilterVerdict {
  if (!iteration) return { allowed: false, reason: NOT_OFFERED }
  if (now < iteration.tutorRegistrationOpensAt) {
    return { allowed: false, reason: `Hosting for this workshop opens on ${programDateTime(iteration.tutorRegistrationOpensAt, zone)}.` }
  }
  if (now > iteration.learnerDeadlineAt) {
    return { allowed: false, reason: `Hosting sign-ups for this workshop closed on ${programDateTime(iteration.learnerDeadlineAt, zone)}.` }
  }
  return { allowed: true }
}

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
