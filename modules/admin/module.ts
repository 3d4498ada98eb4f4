import { defineModule } from '#kernel/modules'

/* The admin context: the staff console. */
export default defineModule({
  name: 'admin',
  routes: () => import('./routes.js'),
  surface: () => import('./index.js'),
  register(hooks) {
    hooks.on(
      'moderation.action',
      async (event) => {
        const { recordModerationAudit } = await import('./actions/record_moderation_audit.js')
        await recordModerationAudit(event)
      },
      { name: 'audit' }
    )
  },
})
