import { errors, type HttpContext } from '@adonisjs/core/http'
import { CONTACT_EMAILS, TUTOR_COMMUNITY } from '../claims.js'

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

/** The public, written pages of the site: the same for visitors and members. */
export default class PagesController {
  async about({ inertia }: HttpContext) {
    return inertia.render('site/about', { stats: { tutors: TUTOR_COMMUNITY } })
  }

  async aboutPage({ inertia, params, request }: HttpContext) {
    if (!isAboutPage(params.page)) {
      throw new errors.E_ROUTE_NOT_FOUND([request.method(), request.url()])
    }
    return inertia.render(ABOUT_PAGES[params.page], {
      stats: { tutors: TUTOR_COMMUNITY },
      emails: CONTACT_EMAILS,
    })
  }

  async communityGuidelines({ inertia }: HttpContext) {
    return inertia.render('site/community_guidelines', { emails: CONTACT_EMAILS })
  }

  async sessionSafety({ inertia }: HttpContext) {
    return inertia.render('site/session_safety', { emails: CONTACT_EMAILS })
  }

  async becomeATutor({ inertia }: HttpContext) {
    return inertia.render('site/become_a_tutor', { stats: { tutors: TUTOR_COMMUNITY } })
  }

  async educators({ inertia }: HttpContext) {
    return inertia.render('site/educators', { emails: CONTACT_EMAILS })
  }

  async partnerships({ inertia }: HttpContext) {
    return inertia.render('site/partnerships', { emails: CONTACT_EMAILS })
  }
}
