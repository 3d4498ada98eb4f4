import { defineModule } from '#kernel/modules'

/* Camera and microphone inputs: video recording and voice-to-text. */
export default defineModule({
  name: 'media',
  routes: () => import('./routes.js'),
  surface: () => import('./index.js'),
})
