import type { HttpContext } from '@adonisjs/core/http'
import { programNow } from '#kernel/programs/clock'
import { findProgram } from '#kernel/programs/registry'
import { answerDenial } from '#modules/identity/index'
import {
  ComingIterationTransformer,
  OfferingSummaryTransformer,
  ProgramSeriesTransformer,
  comingIterations,
  offeringSummaries,
  upcomingProgramSeries,
} from '#modules/programs/index'
import { DateTime } from 'luxon'
import { joinClub } from '../actions/join_club.js'
import { leaveClub } from '../actions/leave_club.js'
import { KEY_CLUB_MESSAGES, PROGRAM_SLUG, ROUTE_PREFIX } from '../constants.js'
import { KeyClubInputError } from '../errors.js'
import KeyClubPolicy from '../policies/key_club_policy.js'
import { clubLeaderboard, clubMembers, membershipOf } from '../queries/clubs.js'
import { schoolYearOf } from '../school_year.js'
import ClubMemberTransformer from '../transformers/club_member_transformer.js'
import ClubStandingTransformer from '../transformers/club_standing_transformer.js'
import MembershipTransformer from '../transformers/membership_transformer.js'
import { joinClubValidator, keyClubMessages } from '../validators.js'

/*
 * /key-club (spec 000 §2.2; /join/key-club redirects here): public. A visitor reads what the club
 * programme is; a member without a club joins one with its code; a member of a club sees it, its
 * members' hours this school year and can leave. Everyone sees the club leaderboard.
 */
export default class ClubController {
  async show(ctx: HttpContext) {
    const program = findProgram(PROGRAM_SLUG)!
    const viewer = ctx.auth.user ?? null
    // Hours are counted in real time (volunteering dates), not the programs' clock.
    const today = DateTime.utc()
    const membership = viewer ? await membershipOf(viewer.id) : null
    const club = membership ? await clubMembers(membership.clubId, today) : null
    const [leaderboard, series] = await Promise.all([clubLeaderboard(today), upcomingProgramSeries(program)])
    return ctx.inertia.render('programs/key_club/club', {
      signedIn: viewer !== null,
      schoolYear: schoolYearOf(today).label,
      membership: membership && club ? MembershipTransformer.transform({ ...membership, totalSeconds: club.totalSeconds }) : null,
      members: club ? ClubMemberTransformer.transform(club.members.map((member) => ({ ...member, isViewer: member.userId === viewer!.id }))) : [],
      leaderboard: ClubStandingTransformer.transform(leaderboard),
      offerings: OfferingSummaryTransformer.transform(offeringSummaries(program)),
      iterations: ComingIterationTransformer.transform(comingIterations(program, programNow(), 2)),
      series: ProgramSeriesTransformer.transform(series),
    })
  }

  /** POST /key-club/membership { code } */
  async join(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(KeyClubPolicy).execute('join')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const { code } = await ctx.request.validateUsing(joinClubValidator, { messagesProvider: keyClubMessages })
    try {
      const { clubName } = await joinClub(ctx.auth.getUserOrFail().id, code)
      ctx.session.flash('success', KEY_CLUB_MESSAGES.joined(clubName))
    } catch (error) {
      if (!(error instanceof KeyClubInputError)) throw error
      ctx.session.flash('inputErrorsBag', { [error.field]: error.message })
    }
    return ctx.response.redirect().toRoute(`${ROUTE_PREFIX}.home`)
  }

  /** DELETE /key-club/membership: a member leaves their own club (the route needs a member account; nothing else to decide). */
  async leave(ctx: HttpContext) {
    const left = await leaveClub(ctx.auth.getUserOrFail().id)
    ctx.session.flash(left ? 'success' : 'error', left ? KEY_CLUB_MESSAGES.left : KEY_CLUB_MESSAGES.notMember)
    return ctx.response.redirect().toRoute(`${ROUTE_PREFIX}.home`)
  }
}
