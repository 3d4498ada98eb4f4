import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { User } from '#modules/identity/index'
import type { RichTextContent } from '#modules/rich_text/index'
import { flagContent } from '#modules/safety/index'
import { findContactDetails } from '#modules/safety/shared/index'
import type Conversation from '../models/conversation.js'
import { crossesAgeLine } from '../policies/messaging_rules.js'
import { isAdultBirth } from '../queries/people.js'
import { messageText } from '../shared/text.js'

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
