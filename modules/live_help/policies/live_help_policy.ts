import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import { gateAction, isAdmin, type User } from '#modules/identity/index'
import { isTutor } from '#modules/tutoring/index'
import type LiveHelpRequest from '../models/live_help_request.js'
import { MESSAGES, mayPickUp, seesAsTutor, statusOf } from '../rules.js'
import { tutorFacts } from '../queries/requests.js'

const hidden = () => AuthorizationResponse.deny('Not found', 404)
const refuse = (reason: string, status: 403 | 409) => AuthorizationResponse.deny(reason, status)

export const ONLY_PICKING_TUTOR = 'Only the tutor who picked up this question can do that.'

/*
 * Live help (issue 18 §1; README "Safety"). A request is seen by its learner, the tutor who picked
 * it up, tutors who may take it (rules.seesAsTutor) and staff (admin:basic); anyone else gets the
 * not-found page, so its existence is not disclosed. Asking: a member whose account is reviewed and
 * in good standing, not blocked from community. Picking up: rules.mayPickUp on an open request.
 * Completing: the tutor who picked it up, or staff. Canceling (a reason required): the learner
 * while it is current, the tutor who picked it up while in progress, staff.
 */
export default class LiveHelpPolicy extends BasePolicy {
  async ask(user: User) {
    const roles = await user.roles()
    if (roles.has('blocked:community')) return refuse(MESSAGES.blocked, 403)
    return (await gateAction(user, 'ask for live help')) ?? true
  }

  async seeAll(user: User) {
    return isAdmin(await user.roles())
  }

  /** The "Questions for tutors" tab: a tutor whose tutor role is not revoked. */
  async takeQuestions(user: User) {
    return isTutor(await user.roles())
  }

  async view(user: User, request: LiveHelpRequest) {
    if (request.userId === user.id || request.tutorUserId === user.id) return true
    if (await this.seeAll(user)) return true
    return seesAsTutor(await tutorFacts(user, request), request) || hidden()
  }

  async pickUp(user: User, request: LiveHelpRequest) {
    if (request.userId === user.id) return refuse(MESSAGES.ownQuestion, 403)
    const facts = await tutorFacts(user, request)
    // Staff see every request but pick up only as tutors of the topic.
    if (!seesAsTutor(facts, request) && !(await this.seeAll(user))) return hidden()
    const status = statusOf(request)
    if (status === 'in-progress') return refuse(MESSAGES.alreadyPickedUp, 409)
    if (status !== 'open') return refuse(MESSAGES.notOpen, 409)
    const verdict = mayPickUp(facts, request)
    return verdict === true || refuse(verdict, 403)
  }

  async complete(user: User, request: LiveHelpRequest) {
    const view = await this.view(user, request)
    if (view !== true) return view
    if (request.tutorUserId !== user.id && !(await this.seeAll(user))) return refuse(ONLY_PICKING_TUTOR, 403)
    return statusOf(request) === 'in-progress' || refuse(MESSAGES.notInProgress, 409)
  }

  async cancel(user: User, request: LiveHelpRequest) {
    const view = await this.view(user, request)
    if (view !== true) return view
    const status = statusOf(request)
    if (status === 'completed' || status === 'canceled') return refuse(MESSAGES.closed, 409)
    if (request.userId === user.id || (await this.seeAll(user))) return true
    return (status === 'in-progress' && request.tutorUserId === user.id) || refuse(ONLY_PICKING_TUTOR, 403)
  }
}

/**
 * What a viewer may do with a row of a list, without a query per row: the same decisions as
 * pickUp / complete / cancel above, given what the list already established (a row of the tutor
 * tab passed seesAsTutor in SQL; staff is one role check). The actions re-check on write.
 */
export function rowAbilities(viewerId: number, request: LiveHelpRequest, context: { tutorTab: boolean; staff: boolean }) {
  const status = statusOf(request)
  const mine = request.userId === viewerId
  const picked = request.tutorUserId === viewerId
  return {
    pickUp: context.tutorTab && status === 'open' && !mine,
    complete: status === 'in-progress' && (picked || context.staff),
    cancel: (status === 'open' && (mine || context.staff)) || (status === 'in-progress' && (mine || picked || context.staff)),
  }
}
