import type { HttpContext } from '@adonisjs/core/http'
import type { User } from '#modules/identity/index'
import { communityHome } from '../queries/community_home.js'

export default class CommunityController {
  /** GET /community — the communities the viewer can see and recent activity across them (spec 000 §2.2). */
  async index(ctx: HttpContext) {
    return ctx.inertia.render('community/index', await communityHome((ctx.auth.user as User | undefined) ?? null))
  }
}
