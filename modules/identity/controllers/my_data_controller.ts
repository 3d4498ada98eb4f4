import type { HttpContext } from '@adonisjs/core/http'
import hash from '@adonisjs/core/services/hash'
import { DateTime } from 'luxon'
import { hooks } from '#kernel/hooks'
import { refuseForm } from '#app/support/http'
import type User from '../models/user.js'
import { deleteAccount } from '../actions/delete_account.js'
import { deleteAccountValidator } from '../validators/delete_account_validator.js'
import { accountMessages } from '../validators/messages.js'
import { DELETED_ACCOUNT_PURGE_DAYS } from '../retention.js'

export const DELETE_ACCOUNT_MESSAGES = {
  usernameMismatch: 'Type your username exactly as shown to confirm.',
  wrongPassword: 'That password is not right.',
  deleted: `Your account is deleted. Its personal data is erased after ${DELETED_ACCOUNT_PURGE_DAYS} days; write to support before then if you change your mind.`,
}

/*
 * /settings/data (issue 20 §4): a person downloads everything we keep about them, or deletes
 * their account. Only ever the signed-in person's own account (route access `verified`, like every
 * settings page): there is no one else's data here a policy could refuse.
 */
export default class MyDataController {
  show({ inertia }: HttpContext) {
    return inertia.render('identity/my_data', { purgeDays: DELETED_ACCOUNT_PURGE_DAYS })
  }

  async export({ auth, response }: HttpContext) {
    const user = auth.user as User
    const body = { exportedAt: DateTime.utc().toISO(), sections: await hooks.personalData(user.id) }
    response.header('content-type', 'application/json; charset=utf-8')
    response.header('content-disposition', `attachment; filename="peerhaven-my-data-${DateTime.utc().toISODate()}.json"`)
    response.header('cache-control', 'no-store')
    return response.send(JSON.stringify(body, null, 2))
  }

  async destroy(ctx: HttpContext) {
    const { request, auth, session, response } = ctx
    const user = auth.user as User
    const payload = await request.validateUsing(deleteAccountValidator, { messagesProvider: accountMessages })
    if (payload.username !== user.username) return refuseForm(ctx, { username: DELETE_ACCOUNT_MESSAGES.usernameMismatch })
    if (!(await hash.verify(user.password, payload.password))) return refuseForm(ctx, { password: DELETE_ACCOUNT_MESSAGES.wrongPassword })
    await deleteAccount({ userId: user.id })
    await auth.use('web').logout()
    session.flash('success', DELETE_ACCOUNT_MESSAGES.deleted)
    return response.redirect('/')
  }
}
