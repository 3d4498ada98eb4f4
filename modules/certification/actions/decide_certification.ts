import db from '@adonisjs/lucid/services/db'
import { decideRequest } from './approve_request.js'

/** A certification lead approves or rejects an open request (with its reason), whatever its reviews. */
export async function decideCertification(requestId: number, decision: 'approve' | 'reject', staffId: number, reason: string | null): Promise<boolean> {
  return db.transaction((trx) => decideRequest(requestId, decision, { byUserId: staffId, reason }, { client: trx }))
}
