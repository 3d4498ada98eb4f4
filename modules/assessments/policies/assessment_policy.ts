import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import { opensAdminPage } from '#kernel/admin_menu'
import { Series } from '#modules/series/index'
import type { User } from '#modules/identity/index'
import type Assessment from '../models/assessment.js'
import SeriesAssessment from '../models/series_assessment.js'
import AssessmentSession from '../models/assessment_session.js'
import SeriesTemplateAssessment from '../models/series_template_assessment.js'
import { ASSESSMENTS_PAGE } from '../admin_pages.js'
import { ASSESSMENT_MESSAGES, isOpen } from '../shared/index.js'
import { hostedIds, hostsSeries, hostsSession, inSeries, inSession } from '../queries/people.js'
import type { Target, TargetKind } from '../queries/targets.js'

const notFound = () => AuthorizationResponse.deny(ASSESSMENT_MESSAGES.notFound, 404)
const manageOnly = () => AuthorizationResponse.deny(ASSESSMENT_MESSAGES.manageOnly, 403)

/** Whether the user hosts (approved) the target. */
export async function hostsTarget(userId: number, kind: TargetKind, targetId: number) {
  return kind === 'series' ? hostsSeries(userId, targetId) : hostsSession(userId, targetId)
}

/** A learner of the target: its registrants, and for a session also its series' registrants. */
export async function learnsIn(userId: number, target: Target) {
  if (target.kind === 'series') return inSeries(userId, target.targetId)
  if (await inSession(userId, target.targetId)) return true
  return target.seriesId !== null && inSeries(userId, target.seriesId)
}

/** spec 000 §6.4: the owner, or a host of a series or session the assessment is linked to (directly or through a template). */
export async function managesAssessment(userId: number, assessment: Pick<Assessment, 'id' | 'userId'>) {
  if (assessment.userId === userId) return true
  const { seriesIds, sessionIds } = await hostedIds(userId)
  if (seriesIds.length && (await SeriesAssessment.query().where('assessment_id', assessment.id).whereIn('series_id', seriesIds).first())) return true
  if (sessionIds.length && (await AssessmentSession.query().where('assessment_id', assessment.id).whereIn('session_id', sessionIds).first())) return true
  const templateLinks = await SeriesTemplateAssessment.query().where('assessment_id', assessment.id)
  const templateIds = templateLinks.map((row) => row.seriesTemplateId)
  if (templateIds.length && seriesIds.length && (await Series.query().whereIn('id', seriesIds).whereIn('series_template_id', templateIds).first())) return true
  return false
}

/*
 * Who may do what with assessments (issue 21 §4; spec 000 §6.4 "Assessment management: by the owner
 * or the host of a linked series or session. Assessments are available to registrants, series
 * registrants and hosts"; §2.6 admin Assessments: super). Decisions where the spec is silent:
 *   - creating an assessment needs the tutor role;
 *   - an assessment someone may not manage is 404 to them (its existence is not shown);
 *   - releasing an assessment (and its results) at a series or session: the owner or that
 *     target's hosts; linking it to a target also needs hosting that target;
 *   - the results of a release: the owner and the target's hosts; a learner reads only their own
 *     submission and score (the controllers hand them nothing else);
 *   - a learner of the class is told an unreleased assessment is not released yet (403); anyone
 *     outside the class gets 404;
 *   - unlinking from a series or session is `teach` (the owner or that target's hosts); unlinking
 *     from a series template is the owner's or super staff's (who make template links), since it
 *     takes the assessment from every series of the template.
 */
export default class AssessmentPolicy extends BasePolicy {
  async create(user: User): Promise<AuthorizerResponse> {
    const roles = await user.roles()
    return roles.has('tutor') || AuthorizationResponse.deny('Only tutors create assessments.', 403)
  }

  async manage(user: User, assessment: Assessment): Promise<AuthorizerResponse> {
    return (await managesAssessment(user.id, assessment)) || notFound()
  }

  /** Link to a series or session: a manager of the assessment who hosts that target. */
  async link(user: User, assessment: Assessment, kind: TargetKind, targetId: number): Promise<AuthorizerResponse> {
    if (!(await managesAssessment(user.id, assessment))) return notFound()
    return (await hostsTarget(user.id, kind, targetId)) || AuthorizationResponse.deny(ASSESSMENT_MESSAGES.hostOnly, 403)
  }

  /** Release the assessment or its results at a target, and read its results: the owner or the target's hosts. */
  async teach(user: User, target: Target): Promise<AuthorizerResponse> {
    if (target.assessment.userId === user.id || (await hostsTarget(user.id, target.kind, target.targetId))) return true
    if (await managesAssessment(user.id, target.assessment)) return manageOnly()
    return notFound()
  }

  /** Open the assessment at a target: its hosts and owner always; its learners once it is released. */
  async view(user: User, target: Target): Promise<AuthorizerResponse> {
    if (target.assessment.userId === user.id || (await hostsTarget(user.id, target.kind, target.targetId))) return true
    if (!(await learnsIn(user.id, target))) return notFound()
    if (target.assessment.archivedAt) return AuthorizationResponse.deny(ASSESSMENT_MESSAGES.archived, 403)
    if (!target.release || !isOpen(target.assessment, target.release)) return AuthorizationResponse.deny(ASSESSMENT_MESSAGES.notReleased, 403)
    return true
  }

  /** Submit answers: the target's learners, while it is open (once: the action refuses a second). */
  async submit(user: User, target: Target): Promise<AuthorizerResponse> {
    if (!(await learnsIn(user.id, target))) {
      if (await hostsTarget(user.id, target.kind, target.targetId)) return AuthorizationResponse.deny(ASSESSMENT_MESSAGES.notYourClass, 403)
      return notFound()
    }
    if (target.assessment.archivedAt) return AuthorizationResponse.deny(ASSESSMENT_MESSAGES.archived, 403)
    if (!target.release || !isOpen(target.assessment, target.release)) return AuthorizationResponse.deny(ASSESSMENT_MESSAGES.notReleased, 403)
    return true
  }

  /** Unlink from a series template: the owner, or super staff (the console makes template links). */
  async unlinkTemplate(user: User, assessment: Assessment): Promise<AuthorizerResponse> {
    if (assessment.userId === user.id || opensAdminPage(await user.roles(), ASSESSMENTS_PAGE)) return true
    if (await managesAssessment(user.id, assessment)) return AuthorizationResponse.deny(ASSESSMENT_MESSAGES.templateUnlinkOnly, 403)
    return notFound()
  }

  /** The console's Assessments page and archiving (spec 000 §2.6: super). */
  async openConsole(user: User): Promise<boolean> {
    return opensAdminPage(await user.roles(), ASSESSMENTS_PAGE)
  }
}
