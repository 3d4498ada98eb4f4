import type { HttpContext } from '@adonisjs/core/http'
import { TUTOR_COMMUNITY } from '../claims.js'

export default class HomeController {
  async show({ inertia, auth, response }: HttpContext) {
    if (auth.user) return response.redirect('/dashboard')
    // spec 000 §1 marketing claim.
    return inertia.render('site/home', { stats: { tutors: TUTOR_COMMUNITY } })
  }
}
