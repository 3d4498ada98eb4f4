import { registerNotificationKind } from '#modules/notifications/index'

/** Staff shared a host's feedback with its learner (payload { title }: the session's title). */
export const LEARNER_FEEDBACK_FEATURED_KIND = 'feedback.learner_feedback.featured'

registerNotificationKind(LEARNER_FEEDBACK_FEATURED_KIND, {
  label: 'Feedback from your tutors',
  describe(notification) {
    const { title } = notification.payload
    if (typeof title !== 'string') return null
    return { text: `Your tutor’s feedback on “${title}” was shared with you.`, href: '/feedback/from-tutors' }
  },
})
