import { AuthorizationResponse, BasePolicy, allowGuest } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import { User, ageBucket, decideAccess, gateAction } from '#modules/identity/index'
import { canViewWorld, type World } from '#modules/worlds/index'
import { canTutorTopic, type Topic } from '#modules/catalog/index'
import { canHostMinors } from '#modules/assurance/index'
import { hooks } from '#kernel/hooks'
import { bucketsCompatible, isTutor, type AgeBucket } from '../buckets.js'
import { ATTENDANCE_MESSAGES, HOST_MESSAGES, REGISTRATION_MESSAGES, REMOVAL_MESSAGES, SESSION_MESSAGES } from '../messages.js'
import type { LoadedSession } from '../queries/session_details.js'
import { sessionViewerOf, type SessionViewer } from './session_scope.js'
import { SESSION_QUESTIONNAIRE_MESSAGES, answersEditable } from '../questionnaire.js'

/*
 * Who may do what with a tutoring session (spec 000 §6.4, spec 001 §5.4, spec 002 §5–6). Every
 * permission rule of the tutoring context lives here; lists use the same viewing rule as SQL
 * (session_scope.ts).
 *
 * How denials answer (controllers/respond.ts `denied`): a denial without a reason answers with the
 * app's screen for its status — 404 the not-found page (a session one may not see looks like a
 * missing one: no existence leak), 403 the "not enough permission" screen; a denial with a
 * reason answers like every tutoring refusal ({ ok: false, reason } or a flash message).
 */
const hidden = () => AuthorizationResponse.deny('Not found', 404)
const refuse = (reason: string, status: 403 | 404 | 409 | 422) => AuthorizationResponse.deny(reason, status)

export const JOIN_REFUSED = 'Only registrants and hosts can join this session.'

async function viewerFacts(user: User | null): Promise<SessionViewer> {
  return sessionViewerOf(user ? { user, roles: await user.roles() } : null)
}

const isApprovedHost = (session: LoadedSession) => Boolean(session.viewerHost?.approved)

export default class SessionPolicy extends BasePolicy {
  /**
   * spec 000 §6.4: staff and the session's approved hosts always; everyone else when they may
   * see the world (a public or unlisted world, or membership) and their age bucket is
   * compatible with the primary host's (buckets.ts). A session of a deleted world: staff only.
   */
  @allowGuest()
  async view(user: User | null, session: LoadedSession): Promise<AuthorizerResponse> {
    const viewer = await viewerFacts(user)
    if (!session.world) return viewer.isStaff || hidden()
    if (viewer.isStaff || isApprovedHost(session)) return true
    if (!(await canViewWorld(session.world, viewer.userId))) return hidden()
    const hostBucket = ageBucket(session.hostDateOfBirth) as AgeBucket | null
    return bucketsCompatible(viewer.bucket, hostBucket, viewer.roles) || hidden()
  }

  /**
   * Hosting a session (spec 000 §6.4): tutors and staff; given a world, one they may see; given
   * a topic, one they can tutor (catalog: challenges, or a certification).
   */
  async create(user: User, world?: World, topic?: Topic): Promise<AuthorizerResponse> {
    const viewer = await viewerFacts(user)
    if (!isTutor(viewer.roles) && !viewer.isStaff) return false
    // spec 000 §6.1 background-check flag (issue 13 §3): every session is open to learners under
    // 18, so an adult tutor who is flagged or whose latest check failed hosts none (assurance's rule).
    if (!viewer.isStaff && !(await canHostMinors(user.id))) return refuse(SESSION_MESSAGES.backgroundCheckNeeded, 403)
    if (world && !(await canViewWorld(world, user.id))) return refuse(SESSION_MESSAGES.worldNotFound, 422)
    if (topic && !(await canTutorTopic(user.id, topic.id))) return refuse(SESSION_MESSAGES.cannotTutorTopic, 422)
    // spec 001 §5.4: modules veto hosting (training's outstanding required trainings); staff host as a duty.
    if (!viewer.isStaff) {
      const verdict = await hooks.ask('session.canHost', { userId: user.id, worldId: world?.id ?? null, topicId: topic?.id ?? null, programSlug: null })
      if (!verdict.allowed) return refuse(verdict.reason, 403)
    }
    return true
  }

  /** The primary host and staff (also: duplicating a session into the create form). */
  async edit(user: User, session: { session: { userId: number } }): Promise<AuthorizerResponse> {
    if (session.session.userId === user.id) return true
    const viewer = await viewerFacts(user)
    return viewer.isStaff
  }

  /** Same people as edit. */
  async cancel(user: User, session: { session: { userId: number } }): Promise<AuthorizerResponse> {
    return this.edit(user, session)
  }

  /**
   * spec 001 §5.4: a member in good standing (identity's member access) who may see the session.
   * A member whose account is not reviewed yet gets the gated-action modal (spec 000 §2.3).
   */
  async register(user: User, session: LoadedSession): Promise<AuthorizerResponse> {
    const roles = await user.roles()
    const subject = {
      dateOfBirth: user.dateOfBirth,
      emailVerified: user.isEmailVerified,
      onboarded: user.isOnboarded,
      suspensionActions: user.suspensionActions,
      roles,
    }
    if (decideAccess(subject, 'member') !== null) return refuse(REGISTRATION_MESSAGES.account, 403)
    const gate = await gateAction(user, 'register for sessions')
    if (gate) return gate
    const view = await this.view(user, session)
    // A session the person may not see answers like a missing one.
    return view === true || refuse(REGISTRATION_MESSAGES.notFound, 404)
  }

  /** One's own registration only. */
  async cancelRegistration(_user: User, session: LoadedSession): Promise<AuthorizerResponse> {
    return session.viewerRegistrationId !== null || refuse(REGISTRATION_MESSAGES.notRegistered, 409)
  }

  /** The meeting room: registrants and approved hosts (the time window is the session's state). */
  async join(_user: User, session: LoadedSession): Promise<AuthorizerResponse> {
    return session.viewerRegistrationId !== null || isApprovedHost(session) || refuse(JOIN_REFUSED, 403)
  }

  /** spec 000 §6.4: co-hosts are tutors who can tutor the topic and may see the session. */
  async requestCohost(user: User, session: LoadedSession): Promise<AuthorizerResponse> {
    const view = await this.view(user, session)
    if (view !== true) return view
    const viewer = await viewerFacts(user)
    if (!isTutor(viewer.roles) || !(await canTutorTopic(user.id, session.session.topicId))) {
      return refuse(HOST_MESSAGES.notTutor, 403)
    }
    // The same background-check rule as hosting alone (create): a co-host is with the learners too.
    if (!viewer.isStaff && !(await canHostMinors(user.id))) return refuse(SESSION_MESSAGES.backgroundCheckNeeded, 403)
    // Asking to co-host makes one a host of a session new to them: the same veto as create.
    if (!viewer.isStaff) {
      const verdict = await hooks.ask('session.canHost', { userId: user.id, worldId: session.world?.id ?? null, topicId: session.session.topicId, programSlug: null })
      if (!verdict.allowed) return refuse(verdict.reason, 403)
    }
    return true
  }

  /** spec 002 §6: only the primary host approves and removes co-hosts (not staff). */
  async manageHosts(_user: User, session: LoadedSession, change: 'approve' | 'remove' = 'remove'): Promise<AuthorizerResponse> {
    if (isApprovedHost(session) && session.viewerHost?.role === 'main') return true
    return refuse(change === 'approve' ? HOST_MESSAGES.onlyMainHostApproves : HOST_MESSAGES.onlyMainHostRemoves, 403)
  }

  /** A co-host withdraws their own request while it waits for the primary host. */
  async withdrawAsHost(_user: User, session: LoadedSession): Promise<AuthorizerResponse> {
    const mine = session.viewerHost
    return (mine !== null && mine.role === 'co-host' && !mine.approved) || refuse(HOST_MESSAGES.hostNotFound, 404)
  }

  /** The registrants list: the session's approved hosts and staff. */
  async viewRegistrants(user: User, session: LoadedSession): Promise<AuthorizerResponse> {
    if (isApprovedHost(session)) return true
    const viewer = await viewerFacts(user)
    return viewer.isStaff
  }

  /** issue 11 §1: the session's approved hosts (primary or co-host) confirm the attendance roster. */
  async confirmAttendance(user: User, session: LoadedSession): Promise<AuthorizerResponse> {
    return isApprovedHost(session) || this.refuseSeen(user, session, ATTENDANCE_MESSAGES.notHost)
  }

  /** issue 11 §1, spec 000 §6.4: a host removes a learner (the removal is reviewed by safety). */
  async removeLearner(user: User, session: LoadedSession): Promise<AuthorizerResponse> {
    return isApprovedHost(session) || this.refuseSeen(user, session, REMOVAL_MESSAGES.notHost)
  }

  /**
   * Editing the session's questionnaire (issue 21 §3; spec 001 §3.3 session.questionnaire): who
   * may edit the session, until it starts (learners answer against it).
   */
  async editQuestionnaire(user: User, session: LoadedSession): Promise<AuthorizerResponse> {
    const view = await this.view(user, session)
    if (view !== true) return view
    if (!(await this.edit(user, session))) return refuse(SESSION_QUESTIONNAIRE_MESSAGES.hostOnly, 403)
    if (session.session.canceledAt || !answersEditable(session.session.startDate)) return refuse(SESSION_QUESTIONNAIRE_MESSAGES.editClosed, 422)
    return true
  }

  /** A registrant changes their own answers until the session starts (nobody changes them for them). */
  async editAnswers(_user: User, session: LoadedSession): Promise<AuthorizerResponse> {
    if (session.viewerRegistrationId === null) return refuse(SESSION_QUESTIONNAIRE_MESSAGES.notRegistered, 403)
    if (!session.session.questionnaire?.length) return refuse(SESSION_QUESTIONNAIRE_MESSAGES.noQuestionnaire, 422)
    if (!answersEditable(session.session.startDate)) return refuse(SESSION_QUESTIONNAIRE_MESSAGES.started, 422)
    return true
  }

  /** A refusal with its reason for people who may see the session; the not-found answer for the others. */
  private async refuseSeen(user: User, session: LoadedSession, reason: string): Promise<AuthorizerResponse> {
    const view = await this.view(user, session)
    return view === true ? refuse(reason, 403) : view
  }
}
