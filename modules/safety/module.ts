import { defineModule } from '#kernel/modules'
import { ADMIN_MESSAGES_PAGE, DETECTED_ISSUES_PAGE, MODERATION_PAGE, SAFETY_REPORTS_PAGE } from './pages.js'

/*
 * Safety: content flags, safety reports and their queue, sanctions and appeals, messages from the
 * moderation team (prompt 2), removed-learner reviews (prompt 3), detected issues and disputes.
 */
export default defineModule({
  name: 'safety',
  routes: () => import('./routes.js'),
  surface: () => import('./index.js'),
  register(hooks) {
    hooks.adminPage(MODERATION_PAGE)
    hooks.adminPage(SAFETY_REPORTS_PAGE)
    hooks.adminPage(ADMIN_MESSAGES_PAGE)
    hooks.adminPage(DETECTED_ISSUES_PAGE)
    // spec 000 §2.6 account menu: "Share Safety Concern (/report)".
    hooks.nav({ menu: 'account', label: 'Share Safety Concern', href: '/report', audience: 'member', order: 60 })
    // Issue 13 §1: a report is reachable from every session (signed-in viewers; the server
    // checks again that the reporter may see the session). Sessions are not hidden on a report.
    hooks.outlet('session.sections', ({ viewerId, sessionId }) =>
      viewerId === null
        ? []
        : [{ key: 'safety.report-session', component: 'safety/report_link', props: { subject: { type: 'session', id: sessionId }, label: 'Report this session', hiddenWhileReviewed: false } }]
    )
    // spec 000 §2.4 prompt 2: a message from the moderation team. Prompts 2 and 3 share one
    // indexed query, and "nothing pending" is remembered (queries/pending_prompts.ts).
    hooks.prompt({
      key: 'safety.admin-message',
      priority: 2,
      async pending({ viewerId }) {
        const { pendingPromptsFor } = await import('./queries/pending_prompts.js')
        const { message } = await pendingPromptsFor(viewerId)
        return message ? { key: `safety.admin-message.${message.id}`, title: 'Message from the moderation team', component: 'safety/admin_message_prompt', props: message } : null
      },
    })
    // spec 000 §2.4 prompt 3: review of a removed learner, for the host.
    hooks.prompt({
      key: 'safety.removed-learner',
      priority: 3,
      async pending({ viewerId }) {
        const { pendingPromptsFor } = await import('./queries/pending_prompts.js')
        const { review } = await pendingPromptsFor(viewerId)
        return review
          ? { key: `safety.removed-learner.${review.id}`, title: 'Review of a removed learner', component: 'safety/removed_learner_prompt', props: { id: review.id, sessionId: review.sessionId, reason: review.reason } }
          : null
      },
    })
    // issue 13 §1 ★: the sanction's reason, evidence and appeal under the suspension screens.
    hooks.outlet('blocked.sections', async ({ viewerId }) => {
      const { sanctionNoticeFor } = await import('./queries/sanction_notice.js')
      const notice = await sanctionNoticeFor(viewerId)
      return notice ? [{ key: 'safety.sanction', component: 'safety/sanction_notice', props: notice }] : []
    })
    hooks.on('assurance.background_check.failed', async (payload) => {
      const { reportFailedBackgroundCheck } = await import('./actions/report_failed_background_check.js')
      await reportFailedBackgroundCheck(payload)
    })
    hooks.on('session.learner.removed', async (payload) => {
      const { recordRemovedLearner } = await import('./actions/record_removed_learner.js')
      await recordRemovedLearner(payload)
    })
  },
})
