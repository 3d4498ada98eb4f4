import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'
import { displayNamesOf } from '#modules/identity/index'
import BioRevision from '../models/bio_revision.js'
import { RECENT_BIO_DAYS } from '../rules.js'

export const BIOS_PER_PAGE = 20

export type BioListName = 'held' | 'recent'

export type StaffBio = {
  revision: BioRevision
  tutorName: string
  username: string
  publicBio: string
  reviewerName: string | null
}

/**
 * The Bios page's lists (spec 000 §6.3): held bios, oldest first (the longest waiting on top); bios
 * changed in the last RECENT_BIO_DAYS days (published, approved or rejected), newest first.
 */
export async function staffBios(list: BioListName, page: number) {
  const query = BioRevision.query()
  if (list === 'held') query.where('status', 'held').orderBy('id', 'asc')
  else {
    query
      .whereIn('status', ['published', 'approved', 'rejected'])
      .where('created_at', '>=', sqlTime(DateTime.utc().minus({ days: RECENT_BIO_DAYS })))
      .orderBy('id', 'desc')
  }
  const result = await query.paginate(page, BIOS_PER_PAGE)
  const rows = result.all()
  const meta = result.getMeta() as { total: number; currentPage: number; lastPage: number }
  const heldRow = await db.from('one_on_one_bio_revisions').where('status', 'held').count('* as total').first()
  const heldCount = Number(heldRow?.total ?? 0)
  const people = [...new Set(rows.flatMap((row) => [row.userId, ...(row.reviewedBy ? [row.reviewedBy] : [])]))]
  const names = await displayNamesOf(people)
  const users = people.length ? await db.from('users').whereIn('id', people).select('id', 'username') : []
  const usernames = new Map(users.map((user) => [Number(user.id), String(user.username)]))
  const profiles = rows.length ? await db.from('one_on_one_profiles').whereIn('id', [...new Set(rows.map((row) => row.oneOnOneProfileId))]).select('id', 'bio') : []
  const bios = new Map(profiles.map((profile) => [Number(profile.id), String(profile.bio)]))
  const items: StaffBio[] = rows.map((revision) => ({
    revision,
    tutorName: names.get(revision.userId) ?? 'A tutor',
    username: usernames.get(revision.userId) ?? '',
    publicBio: bios.get(revision.oneOnOneProfileId) ?? '',
    reviewerName: revision.reviewedBy ? (names.get(revision.reviewedBy) ?? 'Staff') : null,
  }))
  return { items, heldCount, meta: { total: meta.total, currentPage: meta.currentPage, lastPage: meta.lastPage } }
}

/** The tutor's own latest bio revision when it is held or was rejected (what their profile page explains). */
export async function bioStateOf(profileId: number) {
  const latest = await BioRevision.query().where('one_on_one_profile_id', profileId).whereNot('status', 'superseded').orderBy('id', 'desc').first()
  if (!latest || (latest.status !== 'held' && latest.status !== 'rejected')) return null
  return { status: latest.status, text: latest.text, reason: latest.rejectReason }
}
