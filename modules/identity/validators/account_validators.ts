import vine from '@vinejs/vine'
import { isCommonPassword } from '../data/common_passwords.js'

/*
 * Passwords: at least 8 characters, long passphrases allowed (up to 256), common ones refused.
 */
const password = () =>
  vine
    .string()
    .minLength(8)
    .maxLength(256)
    .use(
      vine.createRule((value, _, field) => {
        if (typeof value === 'string' && isCommonPassword(value)) {
          field.report('This password is too common. Try a longer phrase that is personal to you.', 'commonPassword', field)
        }
      })()
    )

export const USERNAME_PATTERN = /^[a-zA-Z0-9._-]{3,30}$/

export const signupValidator = vine.create({
  name: vine.string().trim().minLength(1).maxLength(100),
  username: vine
    .string()
    .trim()
    .regex(USERNAME_PATTERN)
    .unique(async (db, value) => !(await db.from('users').whereRaw('lower(username) = ?', [value.toLowerCase()]).first())),
  email: vine
    .string()
    .trim()
    .email()
    .maxLength(254)
    .toLowerCase()
    .unique(async (db, value) => !(await db.from('users').where('email', value.toLowerCase()).first())),
  password: password(),
  dateOfBirth: vine.date({ formats: ['YYYY-MM-DD'] }).beforeOrEqual('today').afterOrEqual('1900-01-01'),
  returnTo: vine.string().maxLength(2000).optional(),
})

export const loginValidator = vine.create({
  uid: vine.string().trim().minLength(1).maxLength(254),
  password: vine.string().minLength(1).maxLength(256),
  returnTo: vine.string().maxLength(2000).optional(),
})

export const forgotPasswordValidator = vine.create({
  email: vine.string().trim().email().maxLength(254),
})

export const resetPasswordValidator = vine.create({
  token: vine.string().minLength(10).maxLength(2000),
  password: password().confirmed({ confirmationField: 'passwordConfirmation' }),
})
