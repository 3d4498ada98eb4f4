import { defineModule } from '#kernel/modules'
import { PARTNERS_PAGE, TUTOR_TREES_PAGE } from './admin_pages.js'

/* Partners and tutor trees (issue 21 §5): the partner reference list, partner landing sources, who brought whom. */
export default defineModule({
  name: 'partners',
  routes: () => import('./routes.js'),
  // /admin/partners and /admin/tutor-trees come before the console's catch-all /admin/*.
  routesFirst: true,
  surface: () => import('./index.js'),
  register(hooks) {
    hooks.adminPage(PARTNERS_PAGE)
    hooks.adminPage(TUTOR_TREES_PAGE)
  },
})
