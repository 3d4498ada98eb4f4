import { AuthorizationResponse, BasePolicy, allowGuest } from '@adonisjs/bouncer'
import { opensAdminPage } from '#kernel/admin_menu'
import type { User } from '#modules/identity/index'
import type Training from '../models/training.js'
import { TUTOR_TRAININGS_PAGE } from '../admin_pages.js'
import { recoverableBy } from '../shared/rules.js'

export const TRAINING_MESSAGES = {
  notTutor: 'Tutor trainings are for tutors.',
  notRecoverable: 'This training does not apply to your account right now. Please contact user support.',
} as const

const NOT_FOUND = () => AuthorizationResponse.deny('Not found', 404)

/*
 * Who may do what with trainings (issue 12 §2; spec 000 §2.2, §6.3). Decisions: /tutor/training
 * is for the tutor role; only live tutor trainings can be completed there; an unsuspend training
 * is completed only from the suspension screen by an account it recovers; the console page and
 * its actions need admin:mentor.
 */
export default class TrainingPolicy extends BasePolicy {
  async viewTrainings(user: User): Promise<boolean | AuthorizationResponse> {
    const roles = await user.roles()
    return roles.has('tutor') || AuthorizationResponse.deny(TRAINING_MESSAGES.notTutor, 403)
  }

  async complete(user: User, training: Training | null): Promise<boolean | AuthorizationResponse> {
    const roles = await user.roles()
    if (!roles.has('tutor')) return AuthorizationResponse.deny(TRAINING_MESSAGES.notTutor, 403)
    if (!training || training.primaryType !== 'tutor' || training.archivedAt) return NOT_FOUND()
    return true
  }

  /** A suspended account reaches this from the blocked screen (no page-access middleware). */
  @allowGuest()
  async recover(user: User | null, training: Training | null): Promise<boolean | AuthorizationResponse> {
    if (!user) return AuthorizationResponse.deny('Access denied', 401)
    if (!training || training.primaryType !== 'unsuspend') return NOT_FOUND()
    const openContexts = user.suspensionActions.filter((action) => !action.liftedAt).map((action) => action.context as string)
    if (!recoverableBy(openContexts, { primaryType: training.primaryType, secondaryType: training.secondaryType, archived: training.archivedAt !== null })) {
      return AuthorizationResponse.deny(TRAINING_MESSAGES.notRecoverable, 403)
    }
    return true
  }

  /** Open the Tutor Trainings console page and use its actions (spec 000 §6.3: mentor). */
  async manage(user: User): Promise<boolean> {
    return opensAdminPage(await user.roles(), TUTOR_TRAININGS_PAGE)
  }
}
