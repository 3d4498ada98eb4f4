import { defineModule } from '#kernel/modules'

/* Uploads: files users send (editor images, attachments, recordings), stored through Drive. */
export default defineModule({
  name: 'uploads',
  surface: () => import('./index.js'),
})
