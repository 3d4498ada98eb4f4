import type { HttpContext } from '@adonisjs/core/http'

export default class HomeController {
  async show({ inertia, auth, response }: HttpContext) {
    if (auth.user) return response.redirect('/dashboard')
    // spec 000 §1 marketing claim.
    return inertia.render('site/home', { stats: { tutors: 'more than 11,000' } })
  }
}
