import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { createClub } from '../actions/create_club.js'
import { createDistrict } from '../actions/create_district.js'
import { World, worldCatalogue } from '#modules/worlds/index'
import { WORLD_SLUG } from '../constants.js'

let counter = 0

/** The club world as `db:seed` makes it from the program's manifest (the test database has no seeds). */
export async function ensureClubWorld() {
  const existing = await World.findBy('slug', WORLD_SLUG)
  if (existing) return existing
  const seed = worldCatalogue().find((world) => world.slug === WORLD_SLUG)!
  return World.create({ slug: seed.slug, title: seed.title, description: seed.description, guidelines: '', primaryColor: seed.primaryColor, visibility: seed.visibility, domain: seed.domain, position: 0 })
}

/** A district and a club with fresh codes (codes are unique across both), and the club world. */
export async function makeClub(name = 'Lincoln High Key Club') {
  await ensureClubWorld()
  counter += 1
  const suffix = `${Date.now().toString(36)}${counter}`.toUpperCase().slice(-10)
  const districtId = await createDistrict({ name: `District ${suffix}`, code: `D-${suffix}` })
  const code = `C-${suffix}`
  const clubId = await createClub({ name: `${name} ${suffix}`, code, districtId })
  return { districtId, clubId, code, name: `${name} ${suffix}` }
}

/** Volunteer hours as volunteering stores them; approved unless said otherwise. */
export async function logHours(userId: number, hours: number, { approved = true, date = DateTime.utc() } = {}) {
  const now = DateTime.utc().toSQL({ includeOffset: false })
  await db.table('volunteer_activities').insert({
    type: 'other',
    user_id: userId,
    date: date.toISODate(),
    duration_seconds: Math.round(hours * 3600),
    description: 'Tutoring at the library',
    links: '[]',
    approved_at: approved ? now : null,
    last_submitted_at: now,
    created_at: now,
  })
}
