/* The isomorphic surface of community (server and browser). */
export * from './values.js'
export * from './moderation.js'
export { excerptOf, mentionedUserIds } from './text.js'
export * from './messages.js'
