import type { HttpContext } from '@adonisjs/core/http'
import { adminFrameFor } from '#kernel/admin_menu'
import AdminFrameTransformer from '#kernel/transformers/admin_frame_transformer'
import VolunteersPagePolicy from '../policies/volunteers_page_policy.js'
import { teamOverview } from '../queries/teams.js'
import TeamOverviewTransformer from '../transformers/team_overview_transformer.js'
import { VOLUNTEERS_PAGE } from '../admin_pages.js'
import { denied } from './respond.js'

/* The Volunteers console page, /admin/volunteers (spec 000 §6.3: super or team_lead). */
export default class VolunteersAdminController {
  async index(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(VolunteersPagePolicy).execute('open')
    if (!verdict.authorized) return denied(ctx, verdict)
    return ctx.inertia.render('volunteering/admin_volunteers', {
      teams: TeamOverviewTransformer.transform(await teamOverview()),
      admin: AdminFrameTransformer.transform(adminFrameFor(await ctx.auth.getUserOrFail().roles(), VOLUNTEERS_PAGE.key)),
    })
  }
}
