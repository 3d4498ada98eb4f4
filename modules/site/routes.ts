import router from '@adonisjs/core/services/router'
import { errors, type HttpContext } from '@adonisjs/core/http'
import { REDIRECTS, resolveRedirect, type RedirectRule } from './redirects.js'

const HomeController = () => import('./controllers/home_controller.js')
const PagesController = () => import('./controllers/pages_controller.js')

router.get('/', [HomeController, 'show'])

/*
 * spec 000 §2.1: the redirect table, one GET route per source pattern, registered before the
 * pages below so a redirect source like /about/get-involved wins over /about/:page.
 */
function redirectHandler(rule: RedirectRule) {
  return ({ params, request, response }: HttpContext) => {
    const { pathname, query } = request.parsedUrl
    const target = resolveRedirect(rule, params, { pathname, search: query })
    // Not a redirect (e.g. /u/{user} without an old ?show= tab): the friendly not-found page.
    if (!target) throw new errors.E_ROUTE_NOT_FOUND([request.method(), request.url()])
    return response.redirect().clearQs().status(target.status).toPath(target.location)
  }
}

for (const rule of REDIRECTS) {
  for (const pattern of typeof rule.from === 'string' ? [rule.from] : rule.from) {
    const route = router.get(pattern, redirectHandler(rule))
    for (const [param, match] of Object.entries(rule.where ?? {})) route.where(param, match)
  }
}

/* Public pages (spec 000 §2.2: /about, /about/{page}, /about/terms, /about/privacy, …). */
router.get('/about', [PagesController, 'about'])
router.get('/about/:page', [PagesController, 'aboutPage'])
router.get('/community-guidelines', [PagesController, 'communityGuidelines'])
router.get('/session-safety', [PagesController, 'sessionSafety'])
router.get('/become-a-tutor', [PagesController, 'becomeATutor'])
router.get('/educators', [PagesController, 'educators'])
router.get('/partnerships', [PagesController, 'partnerships'])
