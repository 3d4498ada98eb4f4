import { AuthorizationResponse, BasePolicy, allowGuest } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import type { User } from '#modules/identity/index'
import { SessionHost, SessionRegistration, type TutoringSession } from '#modules/tutoring/index'
import type Series from '../models/series.js'
import { SERIES_MESSAGES } from '../messages.js'
import { activeRegistration, isApprovedHost } from '../queries/series_queries.js'
import SeriesPolicy from './series_policy.js'

/*
 * Teaching materials of a series (issue 21 §1–§2; spec 000 §2.2 /series/{id}/lesson-plan):
 *   - the group lesson plan: the series' hosts, staff (admin:basic) and its current learners read
 *     it; only its hosts write it;
 *   - each learner's plan (?as=tutor): hosts and staff read all of them, hosts write them; a
 *     learner reads their own only (the controller hands them nothing else);
 *   - a session's curriculum: its registrants, its hosts and staff;
 *   - lesson prep of a session: the session's approved hosts.
 * A series the viewer may not see is 404 (SeriesPolicy.view); a visitor is asked to sign in (401).
 */
const signIn = () => AuthorizationResponse.deny('Please sign in', 401)
const hostsOnly = () => AuthorizationResponse.deny(SERIES_MESSAGES.hostsOnly, 403)

async function isStaff(user: User) {
  const roles = await user.roles()
  return roles.has('admin:basic')
}

export async function isApprovedSessionHost(sessionId: number, userId: number) {
  return (await SessionHost.query().where('session_id', sessionId).where('user_id', userId).whereNotNull('approved_at').first()) !== null
}

export default class TeachingPolicy extends BasePolicy {
  @allowGuest()
  async viewLessonPlan(user: User | null, series: Series): Promise<AuthorizerResponse> {
    const visible = await new SeriesPolicy().view(user, series)
    if (visible !== true) return visible
    if (!user) return signIn()
    if ((await isApprovedHost(series.id, user.id)) || (await isStaff(user))) return true
    if (await activeRegistration(series.id, user.id)) return true
    return AuthorizationResponse.deny(SERIES_MESSAGES.lessonPlanForClass, 403)
  }

  /** Every learner's plan (?as=tutor): the series' hosts and staff. */
  @allowGuest()
  async viewLearnerPlans(user: User | null, series: Series): Promise<AuthorizerResponse> {
    const visible = await new SeriesPolicy().view(user, series)
    if (visible !== true) return visible
    if (!user) return signIn()
    if ((await isApprovedHost(series.id, user.id)) || (await isStaff(user))) return true
    return hostsOnly()
  }

  /** Writing the group plan and learners' plans: the series' approved hosts. */
  async editLessonPlan(user: User, series: Series): Promise<AuthorizerResponse> {
    const visible = await new SeriesPolicy().view(user, series)
    if (visible !== true) return visible
    return (await isApprovedHost(series.id, user.id)) ? true : hostsOnly()
  }

  /** A session's curriculum: its registrants, its approved hosts and staff. */
  @allowGuest()
  async viewCurriculum(user: User | null, session: Pick<TutoringSession, 'id'>): Promise<AuthorizerResponse> {
    if (!user) return signIn()
    if ((await isApprovedSessionHost(session.id, user.id)) || (await isStaff(user))) return true
    const registered = await SessionRegistration.query().where('session_id', session.id).where('user_id', user.id).first()
    return registered ? true : AuthorizationResponse.deny(SERIES_MESSAGES.curriculumForClass, 403)
  }

  /** Lesson prep of a session of this series: the session's approved hosts. */
  @allowGuest()
  async prepareSession(user: User | null, series: Series, session: Pick<TutoringSession, 'id' | 'seriesId'>): Promise<AuthorizerResponse> {
    const visible = await new SeriesPolicy().view(user, series)
    if (visible !== true) return visible
    if (session.seriesId !== series.id) return AuthorizationResponse.deny(SERIES_MESSAGES.notFound, 404)
    if (!user) return signIn()
    return (await isApprovedSessionHost(session.id, user.id)) ? true : hostsOnly()
  }
}
