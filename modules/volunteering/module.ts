import { defineModule } from '#kernel/modules'

/* Volunteer teams, roles, applications, hours and hour certificates (issue 15). */
export default defineModule({
  name: 'volunteering',
  register() {},
})
