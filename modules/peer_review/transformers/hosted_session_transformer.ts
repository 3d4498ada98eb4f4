import { BaseTransformer } from '@adonisjs/core/transformers'
import { iso } from '#app/support/database/values'
import type { RecordingRow, SessionRow } from '../queries/peer_review.js'

/** One of the host's recent sessions with its recordings (the host's own page). */
export default class HostedSessionTransformer extends BaseTransformer<{ session: SessionRow; recordings: RecordingRow[] }> {
  toObject() {
    const { session, recordings } = this.resource
    return {
      id: session.id,
      title: session.title,
      startedAt: iso(session.startedAt)!,
      recordings: recordings.map((recording) => ({ id: recording.id, url: recording.url, source: recording.source, expiresAt: iso(recording.expiresAt)!, breakoutTitle: recording.breakoutTitle })),
    }
  }
}
