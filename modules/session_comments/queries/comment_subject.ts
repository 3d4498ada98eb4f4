import type { SubjectViewer } from '#kernel/subjects'
import { User } from '#modules/identity/index'
import SessionComment from '../models/session_comment.js'
import SessionCommentPolicy from '../policies/session_comment_policy.js'
import { sessionFacts } from './session_facts.js'

const excerpt = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text)

/**
 * `{ type: 'session_comment', id }` for a viewer (safety's flags and reports): moderators see it on
 * the staff page; its author and anyone who may read a visible comment see it on the session page
 * (others read the masked text); everyone else nothing.
 */
export async function resolveComment(id: number, viewer: SubjectViewer) {
  if (!viewer) return null
  const [comment, user] = await Promise.all([SessionComment.find(id), User.find(viewer.id)])
  if (!comment || !user) return null
  const policy = new SessionCommentPolicy()
  if ((await policy.moderate(user)) === true) return { title: excerpt(comment.message), href: `/admin/comments/sessions?filter=all#session-comment-${id}` }
  const own = comment.userId === user.id
  if (comment.hiddenAt !== null && !own) return null
  if ((policy.read(user, await sessionFacts(comment.sessionId, user))) !== true) return null
  return { title: excerpt(own ? comment.message : comment.messageSafe), href: `/session/${comment.sessionId}#session-comment-${id}` }
}
