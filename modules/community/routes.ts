import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const ChannelsController = () => import('./controllers/channels_controller.js')
const PostsController = () => import('./controllers/posts_controller.js')
const ThreadsController = () => import('./controllers/threads_controller.js')
const CommunityController = () => import('./controllers/community_controller.js')

/*
 * Community (spec 000 §2.2): /community, /w/{worldSlug}/c/{channelId} (?p=postId),
 * /w/{worldSlug}/p/{postId}; global channels live under /community/c/{channelId}.
 * A session's or series' discussion is read from /community/discussions/{session|series}/{id}
 * (JSON; the series pages own /series/{id}/{path?}) and written to /session/{id}/discussion and
 * /series/{id}/discussion. Reading follows the policies (visitors read public channels); writing needs a member account.
 */
const id = /^\d{1,12}$/

router.get('/community', [CommunityController, 'index']).as('community.index')
router.get('/community/c/:channelId', [ChannelsController, 'show']).where('channelId', id).as('community.global_channels.show')
router.get('/w/:worldSlug/c/:channelId', [ChannelsController, 'show']).where('channelId', id).as('community.channels.show')
router.get('/w/:worldSlug/p/:postId', [PostsController, 'show']).where('postId', id).as('community.posts.show')
router.get('/community/discussions/session/:id', [ThreadsController, 'showSession']).where('id', id).as('community.threads.show_session')
router.get('/community/discussions/series/:id', [ThreadsController, 'showSeries']).where('id', id).as('community.threads.show_series')

router
  .group(() => {
    router.post('/w/:worldSlug/c/:channelId/posts', [PostsController, 'store']).where('channelId', id).as('community.posts.store')
    router.post('/community/c/:channelId/posts', [PostsController, 'store']).where('channelId', id).as('community.global_channels.posts')
    router.put('/w/:worldSlug/c/:channelId/notifications', [ChannelsController, 'notifications']).where('channelId', id).as('community.channels.notifications')
    router.put('/posts/:postId', [PostsController, 'update']).where('postId', id).as('community.posts.update')
    router.delete('/posts/:postId', [PostsController, 'destroy']).where('postId', id).as('community.posts.destroy')
    router.post('/posts/:postId/comments', [PostsController, 'comment']).where('postId', id).as('community.posts.comment')
    router.post('/session/:id/discussion', [ThreadsController, 'storeSession']).where('id', id).as('community.threads.store_session')
    router.post('/series/:id/discussion', [ThreadsController, 'storeSeries']).where('id', id).as('community.threads.store_series')
  })
  .use(middleware.access({ requires: 'member' }))
