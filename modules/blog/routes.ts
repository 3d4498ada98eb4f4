import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { blogTeamAccess } from './blog_team_access.js'

const BlogController = () => import('./controllers/blog_controller.js')
const BlogConsoleController = () => import('./controllers/blog_console_controller.js')

/* The public blog (issue 10 §3). The feed comes before /blog/:slug, which would match it. */
router.get('/blog', [BlogController, 'index']).as('blog.index')
router.get('/blog/rss.xml', [BlogController, 'feed']).as('blog.feed')
router.get('/blog/:slug', [BlogController, 'show']).as('blog.show')

/* The console's Blog page (spec 000 §2.6 "blog", §6.3 role blog). */
router
  .group(() => {
    router.get('/', [BlogConsoleController, 'index']).as('index')
    router.get('/new', [BlogConsoleController, 'create']).as('create')
    router.post('/', [BlogConsoleController, 'store']).as('store')
    router.get('/:id/edit', [BlogConsoleController, 'edit']).where('id', /^\d+$/).as('edit')
    router.put('/:id', [BlogConsoleController, 'update']).where('id', /^\d+$/).as('update')
    router.post('/:id/publish', [BlogConsoleController, 'publish']).where('id', /^\d+$/).as('publish')
    router.post('/:id/schedule', [BlogConsoleController, 'schedule']).where('id', /^\d+$/).as('schedule')
    router.post('/:id/unpublish', [BlogConsoleController, 'unpublish']).where('id', /^\d+$/).as('unpublish')
  })
  .prefix('/admin/blog')
  .as('blog.console')
  .use([middleware.access({ requires: 'member' }), blogTeamAccess])
