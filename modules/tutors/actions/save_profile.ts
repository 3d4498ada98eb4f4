import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { tutorableTopics } from '#modules/catalog/index'
import { findContactDetails } from '#modules/safety/shared/index'
import OneOnOneProfile from '../models/one_on_one_profile.js'
import BioRevision from '../models/bio_revision.js'
import { slotsToUtcHours } from '../availability.js'
import type { Slot } from '../shared/availability.js'

export type ProfileInput = { bio: string; languages: string[]; topicIds: number[]; isActive: boolean; availability?: Slot[] }

export const PROFILE_MESSAGES = {
  topics: 'Offer only topics you can tutor (your certified topics and open challenge topics).',
  activeNeedsTopic: 'Choose at least one topic before you start taking requests.',
} as const

export type SaveOutcome = { ok: true; bioHeld: boolean } | { ok: false; field: string; reason: string }

/**
 * Creates or updates the tutor's one-on-one profile, its offered topics and availability in one
 * transaction. Offered topics must be ones the tutor can tutor (catalog's tutorableTopics); nothing
 * changes otherwise. A changed bio becomes a revision (README "Bios review"): published at once when
 * clean, held when it carries contact details (the public bio stays the previous one).
 */
export async function saveProfile(userId: number, input: ProfileInput): Promise<SaveOutcome> {
  const tutorable = await tutorableTopics(userId)
  const allowed = new Set(tutorable.map((topic) => topic.id))
  const topicIds = [...new Set(input.topicIds)]
  if (topicIds.some((id) => !allowed.has(id))) return { ok: false, field: 'topicIds', reason: PROFILE_MESSAGES.topics }
  if (input.isActive && topicIds.length === 0) return { ok: false, field: 'topicIds', reason: PROFILE_MESSAGES.activeNeedsTopic }
  const person = await db.from('users').where('id', userId).select('timezone').first()
  const zone = (person?.timezone as string | null) || 'UTC'
  return db.transaction(async (trx) => {
    const existing = await OneOnOneProfile.query({ client: trx }).where('user_id', userId).first()
    const profile = existing ?? new OneOnOneProfile()
    profile.useTransaction(trx)
    const bio = input.bio.trim()
    const publicBio = existing?.bio ?? ''
    profile.merge({ userId, languages: [...new Set(input.languages)], isActive: input.isActive })
    if (!existing) profile.merge({ bio: '', availability: [] })
    if (input.availability) profile.merge({ availability: [...new Set(input.availability)], availabilityZone: zone })
    await profile.save()
    await trx.from('one_on_one_profile_topics').where('one_on_one_profile_id', profile.id).delete()
    if (topicIds.length > 0) {
      await trx.table('one_on_one_profile_topics').multiInsert(topicIds.map((topicId) => ({ one_on_one_profile_id: profile.id, topic_id: topicId })))
    }
    if (input.availability) {
      await trx.from('one_on_one_availability_hours').where('one_on_one_profile_id', profile.id).delete()
      const hours = slotsToUtcHours(profile.availability, zone)
      if (hours.length > 0) {
        await trx.table('one_on_one_availability_hours').multiInsert(hours.map((hour) => ({ one_on_one_profile_id: profile.id, hour_of_week: hour })))
      }
    }
    const bioHeld = await reviseBio(profile, publicBio, bio, trx)
    return { ok: true as const, bioHeld }
  })
}

/**
 * The bio part of a save. What the tutor last wrote is the latest revision's text (or the public
 * bio): unchanged, nothing happens. Otherwise a held revision still waiting is superseded, and the
 * new text is published (clean) or held (contact details). Answers whether the new text is held.
 */
async function reviseBio(profile: OneOnOneProfile, publicBio: string, bio: string, trx: TransactionClientContract) {
  const latest = await BioRevision.query({ client: trx }).where('one_on_one_profile_id', profile.id).orderBy('id', 'desc').first()
  const lastWritten = latest && latest.status !== 'rejected' && latest.status !== 'superseded' ? latest.text : publicBio
  if (bio === lastWritten) return latest?.status === 'held'
  await trx.from('one_on_one_bio_revisions').where('one_on_one_profile_id', profile.id).where('status', 'held').update({ status: 'superseded', updated_at: sqlTime(DateTime.utc()) })
  // Back to the public text: nothing new to review.
  if (bio === publicBio) return false
  const kinds = [...new Set(findContactDetails(bio).map((found) => found.kind))]
  const held = kinds.length > 0
  await BioRevision.create({ oneOnOneProfileId: profile.id, userId: profile.userId, text: bio, status: held ? 'held' : 'published', contactKinds: kinds, rejectReason: null, reviewedBy: null, reviewedAt: null }, { client: trx })
  if (!held) {
    profile.bio = bio
    await profile.save()
  }
  return held
}
