import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { User } from '#modules/identity/index'
import type { RichTextContent } from '#modules/rich_text/index'
import { flagContent } from '#modules/safety/index'
import { findContactDetails } from '#modules/safety/shared/index'
import type Conversation from '../models/conversation.js'
import { crossesAgeLine } from '../policies/messaging_rules.js'
import { isAdultBirth } from '../queries/people.js'
import { messageExcerpt, messageText } from '../shared/text.js'
import { membersOf } from '../queries/membership.js'
import { ownMessageImageIds } from '../queries/message_images.js'

/** The flag a held message raises in safety's queue (README "Contact details"). */
export const HOLD_CATEGORY = 'overly-personal-content' as const

type Member = { id: number; dateOfBirth: User['dateOfBirth'] }

/**
 * issue 13 §4: the kinds of contact details a message between a minor and an adult carries (empty:
 * nothing to hold). Asked when a message is sent and again when it is edited.
 */
export function heldContactKinds(author: Member, members: Member[], body: RichTextContent): string[] {
  const readers = members.filter((member) => member.id !== author.id).map((member) => ({ adult: isAdultBirth(member.dateOfBirth), staff: false }))
  const details = findContactDetails(messageText(body, { mentions: false }))
  if (details.length === 0 || !crossesAgeLine({ adult: isAdultBirth(author.dateOfBirth), staff: false }, readers)) return []
  return [...new Set(details.map((found) => found.kind))]
}

/** The held message's flag, the writer standing as reporter (the hold is automatic; the details say so). */
export function flagHeldMessage(messageId: number, authorId: number, conversation: Conversation, excerpt: string, kinds: string[], client: TransactionClientContract) {
  return flagContent(
    {
      subject: { type: 'message', id: messageId },
      reporterId: authorId,
      category: HOLD_CATEGORY,
      details: `Held automatically: contact details (${kinds.join(', ')}) in a message between a minor and an adult.`,
      content: excerpt,
      link: `/messages/review/${conversation.externalUuid}`,
    },
    { client }
  )
}

/**
 * What a message body about to be written (sent or edited) means: its images must be the writer's
 * own uploads (null: refuse), the conversation's members, the contact details that hold it, its
 * excerpt. Shared by send and edit so both apply the same rules.
 */
export async function readMessageBody(author: User, conversation: Conversation, body: RichTextContent) {
  const imageIds = await ownMessageImageIds(author.id, body)
  if (imageIds === null) return null
  const members = await membersOf(conversation).select('id', 'date_of_birth')
  const heldFor = heldContactKinds(author, members, body)
  return { imageIds, members, heldFor, held: heldFor.length > 0, excerpt: messageExcerpt(body) }
}
