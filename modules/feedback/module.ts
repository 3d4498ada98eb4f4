import { defineModule } from '#kernel/modules'

/* Session feedback both ways, series NPS and stories (issue 11 §2). */
export default defineModule({
  name: 'feedback',
  register() {},
})
