import { AuthorizationResponse, BasePolicy, allowGuest } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import { decideAccess, gateAction, type User } from '#modules/identity/index'
import { canViewWorld } from '#modules/worlds/index'
import type Series from '../models/series.js'
import type SeriesReservation from '../models/series_reservation.js'
import type SeriesRegistration from '../models/series_registration.js'
import { QUESTIONNAIRE_MESSAGES, answersEditable } from '../questionnaire.js'
import { SERIES_MESSAGES } from '../messages.js'
import { firstSessionStart, isApprovedHost, worldOf } from '../queries/series_queries.js'

/*
 * Who may do what with a series (spec 000 §6.4; spec 001 §3.3, §4.3). A series the viewer may
 * not see does not exist for them (404). Refusals a learner reads beside the series' buttons
 * (hosts cannot register, cannot hold a seat) are 422 with the sentence.
 */
const notFound = () => AuthorizationResponse.deny(SERIES_MESSAGES.notFound, 404)

export default class SeriesPolicy extends BasePolicy {
  /** spec 000 §6.4 "Series viewing: world visibility public, unlisted or membership". */
  @allowGuest()
  async view(user: User | null, series: Series): Promise<AuthorizerResponse> {
    const world = await worldOf(series)
    if (!world || !(await canViewWorld(world, user?.id ?? null))) return notFound()
    return true
  }

  /**
   * The series page offers registration to whoever sees the series, except its hosts (they teach
   * it). An account not in good standing still gets the button: registering then shows the
   * access screen that says what to do (spec 000 §2.3), rather than no way forward.
   */
  async offerRegistration(user: User, series: Series): Promise<AuthorizerResponse> {
    const visible = await this.view(user, series)
    if (visible !== true) return visible
    if (await isApprovedHost(series.id, user.id)) return AuthorizationResponse.deny(SERIES_MESSAGES.hostCannotRegister, 422)
    return true
  }

  /**
   * Registering takes, on top, an account in good standing: the route's `member` access (spec 000
   * §2.3); a member whose account is not reviewed yet gets the gated-action modal.
   */
  async register(user: User, series: Series): Promise<AuthorizerResponse> {
    const subject = {
      dateOfBirth: user.dateOfBirth,
      emailVerified: user.isEmailVerified,
      onboarded: user.isOnboarded,
      suspensionActions: user.suspensionActions,
      roles: await user.roles(),
    }
    if (decideAccess(subject, 'member') !== null) return AuthorizationResponse.deny(SERIES_MESSAGES.accountCannotRegister, 422)
    const gate = await gateAction(user, 'register for series')
    if (gate) return gate
    return this.offerRegistration(user, series)
  }

  /** Leaving is open to whoever sees the series (whether they are registered is the action's answer). */
  async withdraw(user: User, series: Series): Promise<AuthorizerResponse> {
    return this.view(user, series)
  }

  /** spec 001 §4.3 self reservation: whoever sees the series holds a seat for themselves, except its hosts. */
  async holdSeat(user: User, series: Series): Promise<AuthorizerResponse> {
    const visible = await this.view(user, series)
    if (visible !== true) return visible
    if (await isApprovedHost(series.id, user.id)) return AuthorizationResponse.deny(SERIES_MESSAGES.reservationForHost, 422)
    return true
  }

  /** The registered learners and held seats: the series' hosts and staff (visitors sign in first). */
  @allowGuest()
  async viewLearners(user: User | null, series: Series): Promise<AuthorizerResponse> {
    const visible = await this.view(user, series)
    if (visible !== true) return visible
    if (!user) return AuthorizationResponse.deny('Please sign in', 401)
    return this.isHostOrStaff(user, series)
  }

  /** Holding seats for other people (by email or username) and letting any hold go: hosts and staff. */
  async manageReservations(user: User, series: Series): Promise<AuthorizerResponse> {
    const visible = await this.view(user, series)
    if (visible !== true) return visible
    return this.isHostOrStaff(user, series)
  }

  /** A hold is let go by the person it is held for, or by whoever manages the series' seats. */
  async releaseReservation(user: User, series: Series, reservation: SeriesReservation): Promise<AuthorizerResponse> {
    const visible = await this.view(user, series)
    if (visible !== true) return visible
    if (reservation.seriesId !== series.id) return notFound()
    if (reservation.isHeldFor(user)) return true
    return this.isHostOrStaff(user, series)
  }

  /**
   * Changing questionnaire answers (issue 21 §3): only the learner who gave them, while registered,
   * until the series' first session starts. Hosts and staff read answers; nobody edits them for
   * the learner.
   */
  async editAnswers(user: User, series: Series, registration: SeriesRegistration): Promise<AuthorizerResponse> {
    const visible = await this.view(user, series)
    if (visible !== true) return visible
    if (registration.seriesId !== series.id) return notFound()
    if (registration.userId !== user.id) return AuthorizationResponse.deny(QUESTIONNAIRE_MESSAGES.ownAnswersOnly, 403)
    if (registration.withdrawnAt !== null) return AuthorizationResponse.deny(SERIES_MESSAGES.notRegistered, 403)
    if (!series.questionnaire?.length) return AuthorizationResponse.deny(QUESTIONNAIRE_MESSAGES.noQuestionnaire, 422)
    if (!answersEditable(await firstSessionStart(series.id))) return AuthorizationResponse.deny(QUESTIONNAIRE_MESSAGES.started, 422)
    return true
  }

  /**
   * Editing the series' questionnaire (issue 21 §3; spec 001 §3.3 series.questionnaire): its
   * approved hosts, until the first session starts (answers are given against it). Staff change
   * templates' questionnaires, not a running series'.
   */
  async editQuestionnaire(user: User, series: Series): Promise<AuthorizerResponse> {
    const visible = await this.view(user, series)
    if (visible !== true) return visible
    if (!(await isApprovedHost(series.id, user.id))) return AuthorizationResponse.deny(QUESTIONNAIRE_MESSAGES.hostsOnly, 403)
    if (!answersEditable(await firstSessionStart(series.id))) return AuthorizationResponse.deny(QUESTIONNAIRE_MESSAGES.editClosed, 422)
    return true
  }

  private async isHostOrStaff(user: User, series: Series) {
    const roles = await user.roles()
    if (roles.has('admin:basic')) return true
    return isApprovedHost(series.id, user.id)
  }
}
