import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { User } from '#modules/identity/index'
import { mayConverse } from '../policies/messaging_rules.js'
import { pairFacts, partyOf } from '../queries/people.js'
import { MESSAGING_MESSAGES } from '../shared/messages.js'
import { addMembers, findOrCreateConversation } from './find_or_create_conversation.js'

/** A start the messaging rules refuse (README "Who may message whom"); the message is for the person. */
export class ConversationRefused extends Error {}

/**
 * spec 002 §7 "Start direct conversation → external_uuid": the one direct conversation of the two
 * people (found again on every start), after the messaging rules (blocks, minors and adults).
 * Throws ConversationRefused when they may not talk.
 */
export async function startDirectConversation({ userId, otherUserId }: { userId: number; otherUserId: number }, { client }: { client: TransactionClientContract }): Promise<{ externalUuid: string }> {
  // Roles read through the caller's transaction (SQLite has one connection: a query outside it would wait forever).
  const people = await User.query({ client })
    .whereIn('id', [userId, otherUserId])
    .preload('roleRows', (roles) => roles.whereNull('deleted_at'))
  const writer = people.find((person) => person.id === userId)
  const other = people.find((person) => person.id === otherUserId)
  if (!writer || !other) throw new ConversationRefused(MESSAGING_MESSAGES.cannotMessage)
  const verdict = mayConverse(await partyOf(writer), await partyOf(other), await pairFacts(userId, otherUserId, client))
  if (!verdict.allowed) throw new ConversationRefused(verdict.message)
  const [low, high] = userId < otherUserId ? [userId, otherUserId] : [otherUserId, userId]
  const conversation = await findOrCreateConversation({ type: 'direct', key: `direct:${low}:${high}` }, client)
  await addMembers(conversation.id, [low, high], client)
  return { externalUuid: conversation.externalUuid }
}
