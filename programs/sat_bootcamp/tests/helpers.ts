import { DateTime } from 'luxon'
import { pinProgramClock } from '#kernel/programs/clock'
import { World, worldCatalogue } from '#modules/worlds/index'
import { makeSeries, makeTemplate } from '#modules/series/tests/factories'
import { makeSession } from '#modules/tutoring/tests/factories'
import { MATH_OFFERING, PROGRAM_SLUG, WORLD_SLUG } from '../constants.js'

export const ny = (local: string) => DateTime.fromISO(local, { zone: 'America/New_York' })

/** Today in the brief (learner registration for the March 2027 test is open). */
export const LIVE_DAY = '2026-11-27T12:00'

export function pinAt(local: string, cleanup: (fn: () => void) => void) {
  pinProgramClock(ny(local))
  cleanup(() => pinProgramClock(null))
}

/** The program's world as `db:seed` makes it from the manifest (the test database has no seeds). */
export async function ensureSatWorld() {
  const existing = await World.findBy('slug', WORLD_SLUG)
  if (existing) return existing
  const seed = worldCatalogue().find((world) => world.slug === WORLD_SLUG)!
  return World.create({ slug: seed.slug, title: seed.title, description: seed.description, guidelines: '', primaryColor: seed.primaryColor, visibility: seed.visibility, domain: seed.domain, position: 0 })
}

/** A published bootcamp of an SAT test (by iteration key), hosted by `hostId`. */
export async function makeBootcamp(hostId: number, { test = '2027-03', offering = MATH_OFFERING, title }: { test?: string; offering?: string; title?: string } = {}) {
  const world = await ensureSatWorld()
  const template = await makeTemplate(world, { programSlug: PROGRAM_SLUG, programIteration: test, offeringSlug: offering, weeks: 4, sessionsPerWeek: 2, sessionMinutes: 75, maxLearners: 10 })
  const { series } = await makeSeries({ hostId, world, template, maxLearners: 10, title: title ?? `SAT Math Bootcamp ${Date.now().toString(36)}`, firstIn: { days: 3 } })
  return series
}

/** The path of the consent link in a mail (the consent module's test helper is not on its public surface). */
export function linkIn(text: string, prefix: '/parent-consent/' | '/guardian/') {
  const found = text.match(new RegExp(`https?://[^\\s]+${prefix}[A-Za-z0-9_.-]+`))
  if (!found) throw new Error(`no ${prefix} link in the mail`)
  return new URL(found[0]).pathname
}

/** A parent's consent to the program in the ledger (test setup; the real path is the emailed form). */
export async function grantParentConsent(userId: number) {
  const { default: db } = await import('@adonisjs/lucid/services/db')
  const base = { user_id: userId, purpose: 'participation', program_slug: PROGRAM_SLUG, given_by: 'parent_guardian', guardian_name: 'Pat Parent', guardian_email: `parent.${userId}@example.org` }
  await db.table('consent_events').insert({ ...base, action: 'request', occurred_at: DateTime.utc().minus({ minutes: 5 }).toSQL({ includeOffset: false }) })
  await db.table('consent_events').insert({ ...base, action: 'grant', evidence: '{"form":"parent-consent-v1"}', occurred_at: DateTime.utc().toSQL({ includeOffset: false }) })
}

/** A session of the SAT Bootcamp world, two days ahead, hosted by `hostId`. */
export async function makeSatSession(host: NonNullable<Parameters<typeof makeSession>[0]>['host'], title = 'SAT tutor onboarding') {
  const world = await ensureSatWorld()
  const { session } = await makeSession({ host, worldId: world.id, title, startInMinutes: 2 * 24 * 60 })
  return session
}
