import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import { adminFrameFor } from '#kernel/admin_menu'
import AdminFrameTransformer from '#kernel/transformers/admin_frame_transformer'
import { answerDenial } from '#modules/identity/index'
import { createClub } from '../actions/create_club.js'
import { createDistrict } from '../actions/create_district.js'
import { KEY_CLUB_MESSAGES, ROUTE_PREFIX } from '../constants.js'
import { KeyClubInputError } from '../errors.js'
import { KEY_CLUB_ADMIN_PAGE } from '../pages.js'
import KeyClubPolicy from '../policies/key_club_policy.js'
import { clubMembers, clubStandings, districtsAndClubs, findClub } from '../queries/clubs.js'
import { schoolYearOf } from '../school_year.js'
import ClubStandingTransformer from '../transformers/club_standing_transformer.js'
import ClubTransformer from '../transformers/club_transformer.js'
import SelectedClubTransformer from '../transformers/selected_club_transformer.js'
import DistrictTransformer from '../transformers/district_transformer.js'
import { clubValidator, districtValidator, keyClubMessages } from '../validators.js'

/*
 * The Key Club console page, /admin/key-club (spec 000 §2.6; §6.3 "Key Club | key_club"):
 * districts and clubs with their codes, members and hours per club (?club= opens one club's members).
 */
export default class KeyClubAdminController {
  async index(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(KeyClubPolicy).execute('administer')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const today = DateTime.utc()
    const clubParam = Number(ctx.request.qs().club)
    const selected = Number.isSafeInteger(clubParam) && clubParam > 0 ? await findClub(clubParam) : null
    const [{ districts, clubs }, standings, members] = await Promise.all([
      districtsAndClubs(),
      clubStandings(today),
      selected ? clubMembers(selected.id, today) : Promise.resolve(null),
    ])
    return ctx.inertia.render('programs/key_club/admin', {
      schoolYear: schoolYearOf(today).label,
      districts: DistrictTransformer.transform(districts),
      clubs: ClubTransformer.transform(clubs),
      standings: ClubStandingTransformer.transform(standings),
      selected: selected && members ? SelectedClubTransformer.transform({ ...selected, members: members.members }) : null,
      admin: AdminFrameTransformer.transform(adminFrameFor(await ctx.auth.getUserOrFail().roles(), KEY_CLUB_ADMIN_PAGE.key)),
    })
  }

  /** POST /admin/key-club/districts { name, code } */
  async storeDistrict(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(KeyClubPolicy).execute('administer')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const input = await ctx.request.validateUsing(districtValidator, { messagesProvider: keyClubMessages })
    return this.create(ctx, () => createDistrict(input), KEY_CLUB_MESSAGES.districtCreated)
  }

  /** POST /admin/key-club/clubs { name, code, districtId } */
  async storeClub(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(KeyClubPolicy).execute('administer')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const input = await ctx.request.validateUsing(clubValidator, { messagesProvider: keyClubMessages })
    return this.create(ctx, () => createClub(input), KEY_CLUB_MESSAGES.clubCreated)
  }

  private async create(ctx: HttpContext, write: () => Promise<number>, done: string) {
    try {
      await write()
      ctx.session.flash('success', done)
    } catch (error) {
      if (!(error instanceof KeyClubInputError)) throw error
      ctx.session.flash('inputErrorsBag', { [error.field]: error.message })
    }
    return ctx.response.redirect().toRoute(`${ROUTE_PREFIX}.admin.index`)
  }
}
