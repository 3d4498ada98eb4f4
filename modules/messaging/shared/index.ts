/* The isomorphic surface of messaging (server and browser). */
export * from './values.js'
export * from './messages.js'
export { messageText, messageExcerpt } from './text.js'
