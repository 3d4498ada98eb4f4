import { defineModule } from '#kernel/modules'

/* Public profiles /u/{user} with their tabs (issue 11 §3). */
export default defineModule({
  name: 'profiles',
  register() {},
})
