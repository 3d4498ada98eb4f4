import db from '@adonisjs/lucid/services/db'

/** Members of a conversation who muted it or left it: nothing it sends notifies them. */
export async function quietMemberIds(conversationId: number): Promise<Set<number>> {
  const rows = await db
    .from('conversation_users')
    .where('conversation_id', conversationId)
    .where((query) => query.where('muted', true).orWhereNotNull('left_at'))
    .select('user_id')
  return new Set(rows.map((row: { user_id: number }) => Number(row.user_id)))
}
