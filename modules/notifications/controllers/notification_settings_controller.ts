import type { HttpContext } from '@adonisjs/core/http'
import { refuseForm } from '#app/support/http'
import { updateNotificationPreferences } from '../actions/update_notification_preferences.js'
import { requestPhoneVerification } from '../actions/request_phone_verification.js'
import { confirmPhoneNumber } from '../actions/confirm_phone_number.js'
import { removePhoneNumber } from '../actions/remove_phone_number.js'
import { waivePhoneNumber } from '../actions/waive_phone_number.js'
import { preferencesValidator } from '../validators/preference_validators.js'
import { phoneCodeValidator, phoneNumberValidator } from '../validators/phone_validators.js'
import { PHONE_MESSAGES } from '../phone.js'

/*
 * The signed-in user's own switches and phone number, on /settings/notifications (the section
 * notifications adds to identity's page). Each acts on the viewer only: there is no id to guess.
 */
export default class NotificationSettingsController {
  /** PUT /settings/notifications/channels */
  async updateChannels(ctx: HttpContext) {
    const { preferences } = await ctx.request.validateUsing(preferencesValidator)
    if (!(await updateNotificationPreferences(ctx.auth.user!.id, preferences)))
      return refuseForm(ctx, { preferences: 'One of these switches cannot be changed.' })
    ctx.session.flash('success', 'Your notification preferences were saved.')
    return ctx.response.redirect().toRoute('settings.show_notifications')
  }

  /** POST /settings/phone — texts a code to the number. */
  async requestCode(ctx: HttpContext) {
    const { phoneNumber } = await ctx.request.validateUsing(phoneNumberValidator)
    const refused = await requestPhoneVerification(ctx.auth.user!.id, phoneNumber)
    if (refused) return refuseForm(ctx, refused)
    ctx.session.flash('success', 'We sent a code by text message. Type it in below.')
    return ctx.response.redirect().toRoute('settings.show_notifications')
  }

  /** POST /settings/phone/verify */
  async verify(ctx: HttpContext) {
    const payload = await ctx.request
      .validateUsing(phoneCodeValidator)
      .catch(() => null)
    if (!payload) return refuseForm(ctx, { code: PHONE_MESSAGES.wrongCode })
    const refused = await confirmPhoneNumber(ctx.auth.user!.id, payload.code)
    if (refused) return refuseForm(ctx, refused)
    ctx.session.flash('success', 'Your phone number is verified.')
    return ctx.response.redirect().toRoute('settings.show_notifications')
  }

  /** DELETE /settings/phone */
  async remove(ctx: HttpContext) {
    await removePhoneNumber(ctx.auth.user!.id)
    ctx.session.flash('success', 'Your phone number was removed.')
    return ctx.response.redirect().toRoute('settings.show_notifications')
  }

  /** POST /settings/phone/waive — "No text messages, thanks". */
  async waive(ctx: HttpContext) {
    await waivePhoneNumber(ctx.auth.user!.id)
    ctx.session.flash('success', 'We will not ask for your phone number again.')
    return ctx.response.redirect().toRoute('settings.show_notifications')
  }
}
