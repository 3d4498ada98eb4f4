import db from '@adonisjs/lucid/services/db'
import { User } from '#modules/identity/index'
import type Conversation from '../models/conversation.js'
import UserBlock from '../models/user_block.js'
import type { ConversationType } from '../shared/values.js'

/** What a conversation is called for a member: the other people, or the session's or series' title. */
export function titleOf(type: ConversationType, others: string[], groupTitle: string | undefined) {
  if (type === 'session' || type === 'series') return `${groupTitle ?? (type === 'session' ? 'Session' : 'Series')} (group)`
  const names = others.join(', ') || (type === 'staff' ? 'Peerhaven team' : 'Conversation')
  return type === 'staff' && others.length > 0 ? `${names} (Peerhaven team)` : names
}

/** A single conversation's title for a member, and the other person of a direct one. */
export async function inboxTitle(conversation: Conversation, viewerId: number) {
  if (conversation.type === 'session' || conversation.type === 'series') {
    const table = conversation.type === 'session' ? 'tutoring_sessions' : 'series'
    const row = await db.from(table).where('id', conversation.sessionId ?? conversation.seriesId!).select('title').first()
    return { title: titleOf(conversation.type, [], row?.title), other: null }
  }
  const others = await User.query()
    .join('conversation_users as cu', 'cu.user_id', 'users.id')
    .where('cu.conversation_id', conversation.id)
    .whereNot('users.id', viewerId)
    .whereNull('cu.left_at')
    .select('users.id', 'users.name', 'users.date_of_birth', 'users.deleted_at')
  const title = titleOf(conversation.type, others.map((person) => person.displayName), undefined)
  const person = conversation.type === 'direct' ? others[0] : undefined
  if (!person) return { title, other: null }
  const block = await UserBlock.query().where('user_id', viewerId).where('blocked_user_id', person.id).first()
  return { title, other: { id: person.id, displayName: person.displayName, blockedByViewer: block !== null } }
}
