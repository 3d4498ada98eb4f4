import type { HttpContext } from '@adonisjs/core/http'
import type User from '../models/user.js'
import { notificationSettingsValidator, profileValidator, timezoneValidator } from '../validators/profile_validators.js'
import { accountMessages } from '../validators/messages.js'
import { SUPPORTED_TIMEZONES, normalizeTimezone } from '../timezones.js'
import { COUNTRIES } from '../data/countries.js'
import { LANGUAGES } from '../data/languages.js'

const TIMEZONE_LIST = [...SUPPORTED_TIMEZONES].sort()

export default class SettingsController {
  async show({ inertia, auth }: HttpContext) {
    const user = auth.user as User
    return inertia.render('identity/settings', {
      profile: { pronouns: user.pronouns, timezone: user.timezone, country: user.country, languages: user.languages },
      timezones: TIMEZONE_LIST,
      countries: COUNTRIES,
      languages: LANGUAGES,
    })
  }

  async update({ request, auth, session, response }: HttpContext) {
    const payload = await request.validateUsing(profileValidator, { messagesProvider: accountMessages })
    const user = auth.user as User
    user.merge({ pronouns: payload.pronouns ?? null, timezone: payload.timezone, country: payload.country ?? null, languages: payload.languages })
    await user.save()
    session.flash('success', 'Your profile was saved.')
    return response.redirect('/settings')
  }

  async showNotifications({ inertia, auth }: HttpContext) {
    return inertia.render('identity/notification_settings', { settings: (auth.user as User).notifications })
  }

  async updateNotifications({ request, auth, session, response }: HttpContext) {
    const payload = await request.validateUsing(notificationSettingsValidator, { messagesProvider: accountMessages })
    const user = auth.user as User
    user.notificationSettings = payload
    await user.save()
    session.flash('success', 'Your notification preferences were saved.')
    return response.redirect('/settings/notifications')
  }

  /** spec 002 §7 "Set user time zone": sent by the browser when its zone differs. */
  async setTimezone({ request, auth, response }: HttpContext) {
    const { timezone } = await request.validateUsing(timezoneValidator)
    const user = auth.user as User
    user.timezone = normalizeTimezone(timezone)
    await user.save()
    return response.ok({ timezone: user.timezone })
  }
}
