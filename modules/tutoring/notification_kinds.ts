import { registerNotificationKind } from '#modules/notifications/index'

/** A host removed the learner from a session (payload { title, message, href }). */
export const LEARNER_REMOVED_KIND = 'session.learner.removed'

/* Registered once when the surface loads (index.ts). */
export function registerTutoringNotificationKinds() {
  registerNotificationKind(LEARNER_REMOVED_KIND, {
    describe(notification) {
      const { title, message, href } = notification.payload
      if (typeof title !== 'string' || typeof href !== 'string') return null
      const said = typeof message === 'string' && message.length > 0 ? ` The host wrote: “${message}”` : ''
      return { text: `A host removed you from “${title}”.${said}`, href }
    },
  })
}
