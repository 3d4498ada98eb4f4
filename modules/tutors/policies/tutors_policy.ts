import { AuthorizationResponse, BasePolicy, allowGuest } from '@adonisjs/bouncer'
import { ageOn, gateAction, isAdmin, type User } from '#modules/identity/index'
import { canHostMinors } from '#modules/assurance/index'
import { isTutor } from '#modules/tutoring/index'
import { REQUEST_MESSAGES, canMove } from '../rules.js'
import type SessionRequest from '../models/session_request.js'
import type DemandPledge from '../models/demand_pledge.js'

const hidden = () => AuthorizationResponse.deny('Not found', 404)
const refuse = (reason: string, status: 403 | 409 | 422) => AuthorizationResponse.deny(reason, status)

/** A tutor (not revoked) of 18 or more who may host minors (assurance's background-check rule). */
export async function mayOfferOneOnOnes(user: User): Promise<true | string> {
  if (!isTutor(await user.roles())) return 'Only tutors can offer one-on-ones.'
  if (!user.dateOfBirth || ageOn(user.dateOfBirth) < 18) return REQUEST_MESSAGES.adultsOnly
  if (!(await canHostMinors(user.id))) return REQUEST_MESSAGES.backgroundCheck
  return true
}

/*
 * One-on-ones (issue 18 §2; README "Safety policy"). A one-on-one profile: adult tutors who may
 * host minors. The directory: everyone. A request: its learner, its tutor and staff (admin:basic)
 * see it; anyone else gets the not-found page. Only the tutor schedules or declines; the learner
 * withdraws an open request; either closes a scheduled one.
 */
export default class TutorsPolicy extends BasePolicy {
  async editProfile(user: User) {
    const verdict = await mayOfferOneOnOnes(user)
    return verdict === true || refuse(verdict, 403)
  }

  @allowGuest()
  browse() {
    return true
  }

  /** Requesting a one-on-one: a member whose account is reviewed and in good standing (identity's gate). */
  async request(user: User) {
    return (await gateAction(user, 'request one-on-ones')) ?? true
  }

  /** Pledging interest in a topic (README "Demand pledges"): the same account gate as a request. */
  async pledge(user: User) {
    return (await gateAction(user, 'pledge interest in a topic')) ?? true
  }

  /** A pledge is its learner's own: anyone else does not learn it exists. */
  withdrawPledge(user: User, pledge: DemandPledge) {
    return pledge.userId === user.id || hidden()
  }

  async seeAll(user: User) {
    return isAdmin(await user.roles())
  }

  async view(user: User, request: SessionRequest) {
    if (request.userId === user.id || request.tutorUserId === user.id) return true
    return (await this.seeAll(user)) || hidden()
  }

  decide(user: User, request: SessionRequest) {
    if (request.tutorUserId !== user.id) return hidden()
    return canMove(request.status, 'scheduled') || refuse(REQUEST_MESSAGES.notOpen, 409)
  }

  close(user: User, request: SessionRequest) {
    if (request.userId !== user.id && request.tutorUserId !== user.id) return hidden()
    if (request.status === 'open' && request.userId !== user.id) return refuse(REQUEST_MESSAGES.moved, 409)
    return canMove(request.status, 'closed') || refuse(REQUEST_MESSAGES.moved, 409)
  }
}
