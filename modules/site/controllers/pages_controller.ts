import { errors, type HttpContext } from '@adonisjs/core/http'
import { CLAIMS } from '../claims.js'
import ClaimsTransformer from '../transformers/claims_transformer.js'
import { PartnerTransformer, activePartners } from '#modules/partners/index'

/** spec 000 §2.2 /about/{page}: the pages that exist; any other name is not found. */
const ABOUT_PAGES = {
  team: 'site/about_team',
  contact: 'site/about_contact',
  faq: 'site/about_faq',
  terms: 'site/terms',
  privacy: 'site/privacy',
} as const

type AboutPage = keyof typeof ABOUT_PAGES

function isAboutPage(name: unknown): name is AboutPage {
  return typeof name === 'string' && Object.hasOwn(ABOUT_PAGES, name)
}

const stats = () => ClaimsTransformer.transform(CLAIMS)
const emails = () => ClaimsTransformer.transform(CLAIMS).useVariant('forEmails')

/** The public, written pages of the site: the same for visitors and members. */
export default class PagesController {
  async about({ inertia }: HttpContext) {
    return inertia.render('site/about', { stats: stats() })
  }

  async aboutPage({ inertia, params, request }: HttpContext) {
    if (!isAboutPage(params.page)) {
      throw new errors.E_ROUTE_NOT_FOUND([request.method(), request.url()])
    }
    return inertia.render(ABOUT_PAGES[params.page], { stats: stats(), emails: emails() })
  }

  async communityGuidelines({ inertia }: HttpContext) {
    return inertia.render('site/community_guidelines', { emails: emails() })
  }

  async sessionSafety({ inertia }: HttpContext) {
    return inertia.render('site/session_safety', { emails: emails() })
  }

  async becomeATutor({ inertia }: HttpContext) {
    return inertia.render('site/become_a_tutor', { stats: stats() })
  }

  async educators({ inertia }: HttpContext) {
    return inertia.render('site/educators', { emails: emails() })
  }

  /** /partnerships: the written page and the partner list staff keep on /admin/partners (issue 21 §5). */
  async partnerships({ inertia }: HttpContext) {
    return inertia.render('site/partnerships', { emails: emails(), partners: PartnerTransformer.transform(await activePartners()) })
  }
}
