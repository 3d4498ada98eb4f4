import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { User } from '#modules/identity/index'
import type Conversation from '../models/conversation.js'

/*
 * Who belongs to a conversation, read at the moment of asking (issue 14 §1): direct, staff and
 * one-on-one-request conversations by their conversation_users rows (not left); a session group is
 * its approved hosts and live registrants; a series group its approved hosts and registrants who
 * have not withdrawn. A withdrawn or unregistered learner loses the group at once.
 */
type Query = DatabaseQueryBuilderContract<any>

function groupUserIds(client: QueryClientContract, kind: 'session' | 'series', subjectId: number): Query {
  const registrations = client.from(`${kind}_registrations`).where(`${kind}_id`, subjectId).whereNull('deleted_at').select('user_id')
  if (kind === 'series') registrations.whereNull('withdrawn_at')
  const hosts = client.from(`${kind}_hosts`).where(`${kind}_id`, subjectId).whereNotNull('approved_at').whereNull('deleted_at').select('user_id')
  return registrations.union([hosts]) as Query
}

/** The user ids of the conversation's members now. */
export function memberIdsQuery(conversation: Pick<Conversation, 'id' | 'type' | 'sessionId' | 'seriesId'>, client: QueryClientContract = db.connection()): Query {
  if (conversation.type === 'session') return groupUserIds(client, 'session', conversation.sessionId!)
  if (conversation.type === 'series') return groupUserIds(client, 'series', conversation.seriesId!)
  return client.from('conversation_users').where('conversation_id', conversation.id).whereNull('left_at').select('user_id') as Query
}

/** Is this user a member now? (One query.) */
export async function isMember(conversation: Conversation, userId: number, client: QueryClientContract = db.connection()) {
  const row = await client
    .from(memberIdsQuery(conversation, client).as('members'))
    .where('user_id', userId)
    .select('user_id')
    .first()
  return Boolean(row)
}

/** Is this user a host or registrant of the session or series now (before its group exists)? */
export async function isGroupMember(type: 'session' | 'series', subjectId: number, userId: number) {
  const row = await db
    .from(groupUserIds(db.connection(), type, subjectId).as('members'))
    .where('user_id', userId)
    .select('user_id')
    .first()
  return Boolean(row)
}

/** The members as people (deleted accounts left out), for the age rule and the live badges. */
export function membersOf(conversation: Conversation, client?: QueryClientContract) {
  return User.query(client ? { client } : undefined).whereIn('id', memberIdsQuery(conversation, client))
}

/** The group conversations of the sessions (or series) the user is registered for or hosts now. */
function groupBranches(client: QueryClientContract, userId: number, kind: 'session' | 'series') {
  const key = `${kind}_id`
  const registered = client
    .from(`${kind}_registrations as r`)
    .join('conversations as c', (j) => j.on(`c.${key}`, `r.${key}`).andOnVal('c.type', kind))
    .where('r.user_id', userId)
    .whereNull('r.deleted_at')
    .select('c.id')
  if (kind === 'series') registered.whereNull('r.withdrawn_at')
  const hosted = client
    .from(`${kind}_hosts as h`)
    .join('conversations as c', (j) => j.on(`c.${key}`, `h.${key}`).andOnVal('c.type', kind))
    .where('h.user_id', userId)
    .whereNotNull('h.approved_at')
    .whereNull('h.deleted_at')
    .select('c.id')
  return [registered, hosted]
}

/**
 * The ids of every conversation the user belongs to now: their own rows (direct, staff,
 * one-on-one-request) and the groups of the sessions and series they host or are registered for.
 * Each branch walks an index on the user's id.
 */
export function myConversationIds(userId: number, client: QueryClientContract = db.connection()): Query {
  const own = client
    .from('conversation_users as cu')
    .join('conversations as c', 'c.id', 'cu.conversation_id')
    .where('cu.user_id', userId)
    .whereNull('cu.left_at')
    .whereNotIn('c.type', ['session', 'series'])
    .select('c.id')
  return own.union([...groupBranches(client, userId, 'session'), ...groupBranches(client, userId, 'series')]) as Query
}
