import UserBlock from '../models/user_block.js'

/** Lifts the viewer's own block (a block by the other person stays). */
export async function unblockUser(userId: number, blockedUserId: number) {
  await UserBlock.query().where('user_id', userId).where('blocked_user_id', blockedUserId).delete()
}
