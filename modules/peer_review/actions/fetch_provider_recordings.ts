import db from '@adonisjs/lucid/services/db'
import { meetingProvider } from '#modules/tutoring/index'
import { attachRecording } from './attach_recording.js'

/**
 * Asks the meeting provider for a session's recordings (its optional `recordings` method; Jitsi
 * has none) and keeps the https ones. Runs on session.ended; safe to run twice. Returns how many were new.
 */
export async function fetchProviderRecordings(sessionId: number): Promise<number> {
  const provider = meetingProvider()
  if (!provider.recordings) return 0
  const session = await db.from('tutoring_sessions').where('id', sessionId).whereNull('deleted_at').select('id', 'meeting_url').first()
  if (!session) return 0
  let added = 0
  for (const recording of await provider.recordings({ id: Number(session.id), meetingUrl: session.meeting_url })) {
    if (!/^https:\/\/[^\s]+$/i.test(recording.url) || recording.url.length > 500) continue
    if (await attachRecording({ sessionId, url: recording.url, source: 'provider', byUserId: null, expiresAt: recording.expiresAt ?? null })) added++
  }
  return added
}
