import { defineModule } from '#kernel/modules'

/* Recognition: the points ledger (user_event) other contexts record points in. */
export default defineModule({
  name: 'recognition',
  surface: () => import('./index.js'),
})
