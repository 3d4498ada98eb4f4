import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'
import CertificationProfile from '../models/certification_profile.js'

/** The person's certification profile, made on first use with a fresh transcript uuid and sharing off. */
export async function ensureProfile(userId: number): Promise<CertificationProfile> {
  const existing = await CertificationProfile.findBy('user_id', userId)
  if (existing) return existing
  // Two first visits at once: the unique user_id keeps one row, the other insert is ignored.
  const now = sqlTime(DateTime.utc())
  await db
    .knexQuery()
    .table('certification_profiles')
    .insert({ user_id: userId, uuid_transcript: randomUUID(), transcript_shared: false, college_search_opt_in: false, created_at: now, updated_at: now })
    .onConflict('user_id')
    .ignore()
  return CertificationProfile.findByOrFail('user_id', userId)
}

/** The owner turns the public transcript link on or off (spec 001 §3.5 uuid_transcript; off by default). */
export async function setTranscriptSharing(userId: number, shared: boolean): Promise<CertificationProfile> {
  const profile = await ensureProfile(userId)
  profile.transcriptShared = shared
  await profile.save()
  return profile
}
