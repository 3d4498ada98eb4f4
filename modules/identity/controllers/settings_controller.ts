import type { HttpContext } from '@adonisjs/core/http'
import { hooks } from '#kernel/hooks'
import type User from '../models/user.js'
import { notificationSettingsValidator, profileValidator, timezoneValidator } from '../validators/profile_validators.js'
import { accountMessages } from '../validators/messages.js'
import { SUPPORTED_TIMEZONES } from '../timezones.js'
import { COUNTRIES } from '../data/countries.js'
import { LANGUAGES } from '../data/languages.js'
import { updateProfile } from '../actions/update_profile.js'
import { updateNotificationSettings } from '../actions/update_notification_settings.js'
import { setTimezone } from '../actions/set_timezone.js'
import ProfileTransformer from '../transformers/profile_transformer.js'
import NotificationSettingsTransformer from '../transformers/notification_settings_transformer.js'

const TIMEZONE_LIST = [...SUPPORTED_TIMEZONES].sort()

export default class SettingsController {
  async show({ inertia, auth }: HttpContext) {
    const user = auth.user as User
    return inertia.render('identity/settings', {
      profile: ProfileTransformer.transform(user),
      timezones: TIMEZONE_LIST,
      countries: COUNTRIES,
      languages: LANGUAGES,
    })
  }

  async update({ request, auth, session, response }: HttpContext) {
    const payload = await request.validateUsing(profileValidator, { messagesProvider: accountMessages })
    await updateProfile(auth.user as User, payload)
    session.flash('success', 'Your profile was saved.')
    return response.redirect().toRoute('settings.show')
  }

  async showNotifications({ inertia, auth }: HttpContext) {
    const user = auth.user as User
    return inertia.render('identity/notification_settings', {
      settings: NotificationSettingsTransformer.transform(user.notifications),
      // Per kind and channel, and the phone number (notifications fills the zone).
      sections: await hooks.outlet('settings.notifications', { viewerId: user.id }),
    })
  }

  async updateNotifications({ request, auth, session, response }: HttpContext) {
    const payload = await request.validateUsing(notificationSettingsValidator, { messagesProvider: accountMessages })
    await updateNotificationSettings(auth.user as User, payload)
    session.flash('success', 'Your notification preferences were saved.')
    return response.redirect().toRoute('settings.show_notifications')
  }

  /** spec 002 §7 "Set user time zone": sent by the browser when its zone differs. */
  async setTimezone({ request, auth, response }: HttpContext) {
    const { timezone } = await request.validateUsing(timezoneValidator)
    return response.ok({ timezone: await setTimezone(auth.user as User, timezone) })
  }
}
