import { BaseTransformer } from '@adonisjs/core/transformers'
import { iso } from '#app/support/database/values'
import type { RecordingRow } from '../queries/peer_review.js'

/** A playable recording on the audit page: where it is, until when, and its breakout room (null: the main room). */
export default class RecordingTransformer extends BaseTransformer<RecordingRow> {
  toObject() {
    const recording = this.resource
    return { url: recording.url, expiresAt: iso(recording.expiresAt)!, breakoutTitle: recording.breakoutTitle }
  }
}
