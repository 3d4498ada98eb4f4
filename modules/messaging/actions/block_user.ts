import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'
import UserBlock from '../models/user_block.js'

/** issue 14 §1 "a user can block another (no messages either way)"; blocking twice is one block. */
export async function blockUser(userId: number, blockedUserId: number) {
  await db.knexQuery().table(UserBlock.table).insert({ user_id: userId, blocked_user_id: blockedUserId, created_at: sqlTime(DateTime.utc()) }).onConflict(['user_id', 'blocked_user_id']).ignore()
}
