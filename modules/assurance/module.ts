import { defineModule } from '#kernel/modules'

/* Account review, age assurance and background checks (issue 13 §2–3). */
export default defineModule({
  name: 'assurance',
  register() {},
})
