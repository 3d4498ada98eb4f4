import type { HookRegistrar } from '#kernel/hooks'
import { COMMENTS_PAGE } from './admin_pages.js'

/*
 * World moderation's registrations (issue 10 §2), called from module.ts: the staff Comments page
 * (post feedback) and the handlers of safety's events on posts and comments (inline: the reporter's request and the
 * reviewer's decision take effect before their answers, so nobody sees the post in between).
 */
export function registerModeration(hooks: HookRegistrar) {
  hooks.adminPage(COMMENTS_PAGE)
  hooks.on(
    'content.flagged',
    async (flag) => {
      const { recordPostReport } = await import('./actions/record_post_report.js')
      await recordPostReport(flag)
    },
    { name: 'post-report', inline: true }
  )
  hooks.on(
    'content.flag.reviewed',
    async (review) => {
      const { restoreReviewedPost } = await import('./actions/restore_reviewed_post.js')
      await restoreReviewedPost(review)
    },
    { name: 'restore-reviewed-post', inline: true }
  )
}
