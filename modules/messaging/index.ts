/* The public server surface of messaging (issue 14 §1). */
export { startDirectConversation, ConversationRefused } from './actions/start_direct_conversation.js'
export { openStaffConversation } from './actions/open_staff_conversation.js'
export { ensureGroupConversation } from './actions/ensure_group_conversation.js'
export { default as Conversation } from './models/conversation.js'
export { default as Message } from './models/message.js'
export * from './shared/index.js'
