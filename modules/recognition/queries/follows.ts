import db from '@adonisjs/lucid/services/db'

/* Reads of tutor_follow. */

/** Whether `userId` follows the tutor in `tutorIdColumn` of the outer query, as a selectable count (0 or 1). */
export function followsColumnQuery(userId: number, tutorIdColumn: string) {
  return db.from('tutor_follows as tf').where('tf.user_id', userId).whereColumn('tf.tutor_id', tutorIdColumn).count('* as total')
}

export async function isFollowing(userId: number, tutorId: number): Promise<boolean> {
  const row = await db.from('tutor_follows').where({ user_id: userId, tutor_id: tutorId }).select('id').first()
  return row !== null && row !== undefined
}

export async function followerIdsOf(tutorId: number): Promise<number[]> {
  const rows = await db.from('tutor_follows').where('tutor_id', tutorId).orderBy('id').select('user_id')
  return rows.map((row) => Number(row.user_id))
}

export async function followerCountOf(tutorId: number): Promise<number> {
  const row = await db.from('tutor_follows').where('tutor_id', tutorId).count('* as total').first()
  return Number(row?.total ?? 0)
}
