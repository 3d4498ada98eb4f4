import db from '@adonisjs/lucid/services/db'
import { decideRequest } from './approve_request.js'

/**
 * Certification staff turn down a recording before peer review (unusable video, wrong topic): the
 * request is rejected with the reason shown to the tutor, who may record again.
 */
export async function rejectRecording(requestId: number, staffId: number, reason: string): Promise<boolean> {
  return db.transaction(async (trx) => {
    const open = await trx.from('certification_requests').where('id', requestId).where('type', 'video').whereNull('recording_approved_at').first()
    if (!open) return false
    return decideRequest(requestId, 'reject', { byUserId: staffId, reason }, { client: trx })
  })
}
