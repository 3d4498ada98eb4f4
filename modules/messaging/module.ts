import { defineModule } from '#kernel/modules'

/* Conversations and messages between people (issue 14). */
export default defineModule({
  name: 'messaging',
  register() {},
})
