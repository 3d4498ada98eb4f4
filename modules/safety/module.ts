import { defineModule } from '#kernel/modules'

/* Safety: reports of content (content flags) and the staff queue that reviews them. */
export default defineModule({
  name: 'safety',
  surface: () => import('./index.js'),
})
