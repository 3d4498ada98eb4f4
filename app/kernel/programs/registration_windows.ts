import type { DateTime } from 'luxon'
import type { FilterVerdict, HookRegistrar } from '../hooks.js'
import type { Iteration, RegisteredProgram } from './define_program.js'
import { programNow } from './clock.js'
import { programDateTime } from './format.js'

/*
 * Registration windows of an iteration, enforced through the kernel filters (Kernel issue §5:
 * "registration enforced by the iteration's dates"): learners register from learner registration
 * open to the learner deadline (both included); tutors host from tutor registration open to the
 * learner deadline. Dates in reasons are the program's local time, like its calendar. `noun` is
 * what the program calls one offering ("workshop", "lab").
 */
export type WindowWording = { noun: string; programTitle: string }

const notOffered = ({ noun, programTitle }: WindowWording) => `This ${noun} is not part of a ${programTitle} iteration.`

export function learnerVerdict(iteration: Iteration | undefined, now: DateTime, zone: string, wording: WindowWording): FilterVerdict {
  if (!iteration) return { allowed: false, reason: notOffered(wording) }
  if (now < iteration.learnerRegistrationOpensAt) {
    return { allowed: false, reason: `Registration for this ${wording.noun} opens on ${programDateTime(iteration.learnerRegistrationOpensAt, zone)}.` }
  }
  if (now > iteration.learnerDeadlineAt) {
    return { allowed: false, reason: `Registration for this ${wording.noun} closed on ${programDateTime(iteration.learnerDeadlineAt, zone)}.` }
  }
  return { allowed: true }
}

export function tutorVerdict(iteration: Iteration | undefined, now: DateTime, zone: string, wording: WindowWording): FilterVerdict {
  if (!iteration) return { allowed: false, reason: notOffered(wording) }
  if (now < iteration.tutorRegistrationOpensAt) {
    return { allowed: false, reason: `Hosting for this ${wording.noun} opens on ${programDateTime(iteration.tutorRegistrationOpensAt, zone)}.` }
  }
  if (now > iteration.learnerDeadlineAt) {
    return { allowed: false, reason: `Hosting sign-ups for this ${wording.noun} closed on ${programDateTime(iteration.learnerDeadlineAt, zone)}.` }
  }
  return { allowed: true }
}

/** Registers both windows for a program's own series (the registrar is scoped to the program). */
export function enforceRegistrationWindows(hooks: HookRegistrar, program: RegisteredProgram, noun: string) {
  const wording = { noun, programTitle: program.title }
  const iterationFor = (key: string | null) => program.iterations.find((iteration) => iteration.key === key)
  hooks.filter('series.canRegister', (subject) => learnerVerdict(iterationFor(subject.programIteration), programNow(), program.zone, wording))
  hooks.filter('series.canHost', (subject) => tutorVerdict(iterationFor(subject.programIteration), programNow(), program.zone, wording))
}
