/* Public surface of session comments (spec 001 §3.3 session_comment). */
export { default as SessionComment } from './models/session_comment.js'
export { maskContactDetails, commentState, MAX_COMMENT_LENGTH, SESSION_COMMENT_MODERATION_ACTIONS, type CommentState } from './shared/index.js'
