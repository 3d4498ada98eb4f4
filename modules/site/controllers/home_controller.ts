import type { HttpContext } from '@adonisjs/core/http'
import { CLAIMS } from '../claims.js'
import ClaimsTransformer from '../transformers/claims_transformer.js'

export default class HomeController {
  async show({ inertia, auth, response }: HttpContext) {
    if (auth.user) return response.redirect().toRoute('dashboard.learner')
    // spec 000 §1 marketing claim.
    return inertia.render('site/home', { stats: ClaimsTransformer.transform(CLAIMS) })
  }
}
