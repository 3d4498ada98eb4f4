import db from '@adonisjs/lucid/services/db'

/* Reads of tutor_follow. */

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
