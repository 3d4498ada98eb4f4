import { DateTime } from 'luxon'
import { findProgram } from '#kernel/programs/registry'
import { pinProgramClock } from '#kernel/programs/clock'
import { World, findWorldBySlug } from '#modules/worlds/index'
import { PROGRAM_SLUG, WORLD_SLUG } from '../constants.js'

export function workshops() {
  const program = findProgram(PROGRAM_SLUG)
  if (!program) throw new Error('college-admissions-workshops is not registered')
  return program
}

export function iteration(key: string) {
  const found = workshops().iterations.find((it) => it.key === key)
  if (!found) throw new Error(`no iteration ${key}`)
  return found
}

/** A New York wall time as an instant. */
export function ny(local: string) {
  return DateTime.fromISO(local, { zone: 'America/New_York' })
}

/** Pins the programs' clock for one test (released on cleanup). */
export function pinAt(at: DateTime, cleanup: (fn: () => void) => void) {
  pinProgramClock(at)
  cleanup(() => pinProgramClock(null))
}

/** The program's world (the test database starts empty). */
export async function ensureWorld() {
  const existing = await findWorldBySlug(WORLD_SLUG)
  if (existing) return existing
  return World.create({ slug: WORLD_SLUG, title: 'College Admissions Workshops', domain: 'College Readiness', visibility: 'public' })
}
