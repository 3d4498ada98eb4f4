import { defineModule } from '#kernel/modules'
import { SESSION_COMMENTS_PAGE } from './admin_pages.js'

/* Session comments (spec 001 §3.3 session_comment) and their moderation (issue 13 §4). */
export default defineModule({
  name: 'session_comments',
  routes: () => import('./routes.js'),
  surface: () => import('./index.js'),
  register(hooks) {
    hooks.adminPage(SESSION_COMMENTS_PAGE)
    // The session page only names the section (no query): the component asks
    // GET /session/:id/comments, which answers 404 to anyone who may not see the session.
    hooks.outlet('session.sections', ({ sessionId, viewerId }) =>
      viewerId === null ? [] : [{ key: 'session-comments', component: 'session_comments/session_comments', props: { sessionId } }]
    )
    // `{ type: 'session_comment', id }`: held comments' flags in safety's queue, reports.
    hooks.subject('session_comment', {
      async resolve(id, viewer) {
        const { resolveComment } = await import('./queries/comment_subject.js')
        return resolveComment(id, viewer)
      },
      async exists(id) {
        const { default: SessionComment } = await import('./models/session_comment.js')
        return (await SessionComment.find(id)) !== null
      },
    })
    // A held comment is released (dismissed) or hidden (upheld) by safety's review of its flag.
    hooks.on(
      'content.flag.reviewed',
      async (event) => {
        const { reviewHeldComment } = await import('./actions/review_held_comment.js')
        await reviewHeldComment(event)
      },
      { name: 'review-held-session-comment', inline: true }
    )
    hooks.personalData({
      key: 'session-comments',
      label: 'Comments on sessions',
      async collect(userId) {
        const { default: SessionComment } = await import('./models/session_comment.js')
        const rows = await SessionComment.query().where('user_id', userId).orderBy('id')
        return rows.map((row) => ({ sessionId: row.sessionId, message: row.message, createdAt: row.createdAt.toISO(), hidden: row.hiddenAt !== null }))
      },
    })
  },
})
