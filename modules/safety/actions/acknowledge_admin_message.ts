import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { sqlTime } from '#app/support/database/values'
import UserAdminMessage from '../models/user_admin_message.js'
import { forgetPendingPrompts } from '../queries/pending_prompts.js'

/** spec 002 §7 "Acknowledge user admin message" (id): once; a second acknowledgement changes nothing. */
export async function acknowledgeAdminMessage(message: UserAdminMessage): Promise<void> {
  await db.from(UserAdminMessage.table).where('id', message.id).whereNull('acknowledged_at').update({ acknowledged_at: sqlTime(DateTime.utc()), updated_at: sqlTime(DateTime.utc()) })
  forgetPendingPrompts(message.recipientUserId)
}
