import { BaseTransformer } from '@adonisjs/core/transformers'
import type { ConversationPage } from '../queries/conversation_page.js'
import type Conversation from '../models/conversation.js'
import { conversationChannel } from '../live.js'

type Opened = { conversation: Conversation; page: ConversationPage; canSend: string | true; muted: boolean }

/** An opened conversation's heading: title, type, its live channel, and what the viewer may do. */
export default class ConversationTransformer extends BaseTransformer<Opened> {
  toObject() {
    const { conversation, page, canSend, muted } = this.resource
    return {
      externalUuid: conversation.externalUuid,
      type: conversation.type,
      title: page.title,
      live: conversationChannel(conversation.externalUuid),
      hasOlder: page.hasOlder,
      other: page.other,
      /** true, or the sentence that says why not ("You can't message this person."). */
      canSend,
      /** The viewer muted it: no notifications from it (unread counts stay). */
      muted,
      /** Groups (a session's or series') can be left; direct and staff conversations cannot. */
      canLeave: conversation.isGroup,
    }
  }
}
