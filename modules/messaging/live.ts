import logger from '@adonisjs/core/services/logger'
import { broadcastLive } from '#app/support/live'

/*
 * Live updates (issue 14 §1 "new messages and unread counts update without reload"): a page with a
 * conversation open listens on the conversation's channel (members only); every tab listens on the
 * person's own channel for the unread badge and the inbox. Messages say THAT something changed
 * (ids only): the page asks the server again, so every permission stays there and a held or
 * hidden message never travels.
 */
export const conversationChannel = (externalUuid: string) => `messaging/conversations/${externalUuid}`
export const inboxChannel = (userId: number) => `messaging/users/${userId}`

export type ConversationLiveMessage = { event: 'message' | 'hidden' | 'released' | 'edited'; messageId: number }
export type InboxLiveMessage = { event: 'message' | 'read'; conversation: string }

/** After the commit; a failure only delays the update until the next load, so it is logged, not thrown. */
function announce(channel: string, message: ConversationLiveMessage | InboxLiveMessage) {
  try {
    broadcastLive(channel, message)
  } catch (error) {
    logger.error({ err: error, channel }, 'announcing a message failed')
  }
}

export function announceMessage(externalUuid: string, messageId: number, memberIds: number[], event: ConversationLiveMessage['event'] = 'message') {
  announce(conversationChannel(externalUuid), { event, messageId })
  for (const userId of memberIds) announce(inboxChannel(userId), { event: 'message', conversation: externalUuid })
}

/** The reader's other tabs lower their badge. */
export function announceRead(externalUuid: string, userId: number) {
  announce(inboxChannel(userId), { event: 'read', conversation: externalUuid })
}
