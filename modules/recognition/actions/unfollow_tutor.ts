import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/** Stops `userId` following `tutorId`; answers whether a follow existed. */
export async function unfollowTutor(
  follow: { userId: number; tutorId: number },
  options: { client: TransactionClientContract }
): Promise<boolean> {
  const deleted = await options.client
    .knexQuery()
    .from('tutor_follows')
    .where({ user_id: follow.userId, tutor_id: follow.tutorId })
    .delete()
  return Number(deleted) > 0
}
