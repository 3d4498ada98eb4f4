import { notify, registerNotificationKind } from '#modules/notifications/index'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/*
 * Volunteering's notification kinds. Messaging is built in parallel (issue 14): until it lands, a
 * reviewer's message to an applicant travels as the submission's review_message and this
 * notification links to the role page, where the applicant reads it.
 */
export const APPLICATION_UPDATE_KEY = 'volunteer.application.update'
export const ACTIVITY_CHANGES_KEY = 'volunteer.activity.changes'

export function registerVolunteerKinds() {
  registerNotificationKind(APPLICATION_UPDATE_KEY, {
    describe({ payload }) {
      const { roleName, outcome, roleId } = payload
      if (typeof roleName !== 'string' || typeof roleId !== 'number') return null
      const text = outcome === 'offer' ? `You have an offer for the volunteer role ${roleName}` : `An update on your application for ${roleName}`
      return { text, href: `/volunteer/role/${roleId}` }
    },
  })
  registerNotificationKind(ACTIVITY_CHANGES_KEY, {
    describe() {
      return { text: 'A reviewer asked for changes to your volunteer hours', href: '/volunteer/hours' }
    },
  })
}

export async function notifyApplicant(
  input: { userId: number; reviewerId: number; roleId: number; roleName: string; outcome: 'offer' | 'rejected' },
  { client }: { client: TransactionClientContract }
) {
  await notify(
    { key: APPLICATION_UPDATE_KEY, userId: input.userId, relatedUserId: input.reviewerId, payload: { roleId: input.roleId, roleName: input.roleName, outcome: input.outcome } },
    { client }
  )
}

export async function notifyChangesRequested(userId: number, reviewerId: number, { client }: { client: TransactionClientContract }) {
  await notify({ key: ACTIVITY_CHANGES_KEY, userId, relatedUserId: reviewerId, payload: {} }, { client })
}
