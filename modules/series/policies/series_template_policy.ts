import { DateTime } from 'luxon'
import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import { hooks } from '#kernel/hooks'
import { adminPage, opensAdminPage } from '#kernel/admin_menu'
import type { User } from '#modules/identity/index'
import { canTutorTopic } from '#modules/catalog/index'
import { canHostMinors } from '#modules/assurance/index'
import { canViewWorld, type World } from '#modules/worlds/index'
import type SeriesTemplate from '../models/series_template.js'
import { SERIES_MESSAGES } from '../messages.js'
import { filterSubject } from '../filter_subject.js'
import { activeSeriesCount } from '../queries/hosting.js'
import { formatInstant } from '../format.js'

/*
 * Hosting a series from a template (spec 000 §2.2 "/w/{worldSlug}/schedule/{path} (path
 * series-template is used to host a workshop or publish a bootcamp)", §6.4; spec 001 §5.4).
 * A refusal to host carries the sentence the tutor reads next to the template (422).
 */
const refuse = (reason: string) => AuthorizationResponse.deny(reason, 422)

export default class SeriesTemplatePolicy extends BasePolicy {
  /**
   * A world's host page: tutors only, then the world must be one they can see (404 otherwise).
   * The role comes first, so a learner is refused the same way whatever the world.
   */
  async hostIn(user: User, world: World | null): Promise<AuthorizerResponse> {
    const roles = await user.roles()
    if (!roles.has('tutor')) return false
    if (!world || !(await canViewWorld(world, user.id))) return AuthorizationResponse.deny('Not found', 404)
    return true
  }

  /**
   * Editing a template's questionnaires (issue 21 §3): whoever opens the staff console's Templates
   * page (spec 000 §6.3 "super or teach_for_america") — the very rule that page's routes ask.
   */
  async editQuestionnaire(user: User): Promise<boolean> {
    const page = adminPage('templates')
    return page !== undefined && opensAdminPage(await user.roles(), page)
  }

  /** A template is offered while active, enabled, not retired and its program round has not ended. */
  async view(_user: User, template: SeriesTemplate, now: DateTime = DateTime.utc()): Promise<AuthorizerResponse> {
    if (!template.active || !template.enabled || template.isDeleted) return refuse(SERIES_MESSAGES.templateUnavailable)
    if (template.endsAt && template.endsAt <= now) return refuse(SERIES_MESSAGES.templateEnded)
    return true
  }

  /**
   * A tutor hosts an offered template when they can tutor its topic (an active challenge topic
   * or an approved certification, spec 000 §6.4), no program vetoes (`series.canHost`), the
   * template's tutor registration has opened, and they host fewer running series of it than
   * max_active_series_per_tutor.
   */
  async host(user: User, template: SeriesTemplate, now: DateTime = DateTime.utc()): Promise<AuthorizerResponse> {
    const offered = await this.view(user, template, now)
    if (offered !== true) return offered
    if (!template.topicId) return refuse(SERIES_MESSAGES.templateNoTopic)
    if (!(await canTutorTopic(user.id, template.topicId))) return refuse(SERIES_MESSAGES.cannotTutorTopic)
    // spec 000 §6.1 background-check flag (issue 13 §3): series are open to learners under 18, so
    // an adult flagged background-check-missing, or whose latest check failed, hosts none (staff
    // too: unlike a single session, hosting a series is never a staff duty).
    if (!(await canHostMinors(user.id))) return refuse(SERIES_MESSAGES.backgroundCheckNeeded)
    const verdict = await hooks.ask('series.canHost', filterSubject(user.id, null, template))
    if (!verdict.allowed) return refuse(verdict.reason)
    if (template.tutorRegistrationOpensAt && template.tutorRegistrationOpensAt > now) {
      return refuse(SERIES_MESSAGES.tutorRegistrationNotOpen(formatInstant(template.tutorRegistrationOpensAt, user.timezone)))
    }
    const limit = template.maxActiveSeriesPerTutor
    if (limit && (await activeSeriesCount(template.id, user.id, now)) >= limit) return refuse(SERIES_MESSAGES.maxActiveSeries(limit))
    return true
  }
}
