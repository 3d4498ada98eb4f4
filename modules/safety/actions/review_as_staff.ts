import db from '@adonisjs/lucid/services/db'
import { reviewContentFlag, type ReviewInput } from './review_content_flag.js'

/** A staff member's decision from the Moderation queue (the controller checked ContentFlagPolicy.review). */
export function reviewAsStaff(flagId: number, input: ReviewInput): Promise<boolean> {
  return db.transaction((trx) => reviewContentFlag(flagId, input, { client: trx }))
}
