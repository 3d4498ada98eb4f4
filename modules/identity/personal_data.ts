import db from '@adonisjs/lucid/services/db'
import User from './models/user.js'

/*
 * Identity's section of a person's data export (issue 20 §4): the account as we keep it — never
 * the password hash or internal review notes. Suspension reasons are included: they are about the
 * person and they may contest them.
 */
export async function accountData(userId: number) {
  const user = await User.findOrFail(userId)
  const roles = [...(await user.roles())].sort()
  // The phone columns are written by notifications' verification, not through the model.
  const phone = await db.from('users').where('id', userId).select('phone_number', 'phone_number_verified_at').first()
  return {
    username: user.username,
    name: user.name,
    email: user.email,
    emailVerifiedAt: user.emailVerifiedAt?.toISO() ?? null,
    dateOfBirth: user.dateOfBirth?.toISODate() ?? null,
    pronouns: user.pronouns,
    timezone: user.timezone,
    country: user.country,
    languages: user.languages,
    phoneNumber: phone?.phone_number ?? null,
    phoneNumberVerified: Boolean(phone?.phone_number_verified_at),
    onboardingAnswers: user.onboardingDetails,
    primaryInterest: user.primaryInterest,
    notificationSettings: user.notificationSettings,
    roles,
    suspensions: user.suspensionActions,
    createdAt: user.createdAt.toISO(),
    lastOnlineAt: user.lastOnlineAt?.toISO() ?? null,
  }
}
