import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { registerModeratorTab } from '#modules/worlds/index'

const ModeratorPostsController = () => import('./controllers/moderator_posts_controller.js')
const ModeratorChannelsController = () => import('./controllers/moderator_channels_controller.js')
const ModeratorReportsController = () => import('./controllers/moderator_reports_controller.js')
const PostFeedbackController = () => import('./controllers/post_feedback_controller.js')

/* A world's moderator pages (spec 000 §2.2 "/w/{worldSlug}/moderator/{path}"; members is worlds'). */
router
  .group(() => {
    router.get('/w/:worldSlug/moderator/posts', [ModeratorPostsController, 'index'])
    router.post('/w/:worldSlug/moderator/posts/:postId/hide', [ModeratorPostsController, 'hide'])
    router.post('/w/:worldSlug/moderator/posts/:postId/unhide', [ModeratorPostsController, 'unhide'])
    router.post('/w/:worldSlug/moderator/posts/:postId/pin', [ModeratorPostsController, 'pin'])
    router.post('/w/:worldSlug/moderator/posts/:postId/unpin', [ModeratorPostsController, 'unpin'])

    router.get('/w/:worldSlug/moderator/channels', [ModeratorChannelsController, 'index'])
    router.post('/w/:worldSlug/moderator/channels', [ModeratorChannelsController, 'store'])
    router.put('/w/:worldSlug/moderator/channels/order', [ModeratorChannelsController, 'reorder'])
    router.put('/w/:worldSlug/moderator/channels/:channelId', [ModeratorChannelsController, 'update'])
    router.post('/w/:worldSlug/moderator/channels/:channelId/archive', [ModeratorChannelsController, 'archive'])
    router.post('/w/:worldSlug/moderator/channels/:channelId/unarchive', [ModeratorChannelsController, 'unarchive'])

    router.get('/w/:worldSlug/moderator/reports', [ModeratorReportsController, 'index'])
    router.post('/w/:worldSlug/moderator/reports/:postId', [ModeratorReportsController, 'review'])
  })
  .use(middleware.access({ requires: 'member' }))

// The staff Comments page (PostFeedbackPolicy.review, the page's roles, guards each action).
router
  .group(() => {
    router.get('/comments', [PostFeedbackController, 'index'])
    router.post('/comments/:postId/feedback', [PostFeedbackController, 'store'])
    router.post('/comments/feedback/:feedbackId/feature', [PostFeedbackController, 'feature'])
    router.delete('/comments/feedback/:feedbackId/feature', [PostFeedbackController, 'unfeature'])
  })
  .prefix('/admin')
  .use(middleware.access({ requires: 'member' }))

// The tabs beside worlds' Members, registered with the pages they open.
registerModeratorTab({ key: 'posts', label: 'Posts', path: 'posts', order: 10 })
registerModeratorTab({ key: 'reports', label: 'Reports', path: 'reports', order: 20 })
registerModeratorTab({ key: 'channels', label: 'Channels', path: 'channels', order: 30 })
