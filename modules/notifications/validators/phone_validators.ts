import vine from '@vinejs/vine'

/** POST /settings/phone: the number to verify (normalised and checked in the action). */
export const phoneNumberValidator = vine.create({
  phoneNumber: vine.string().trim().maxLength(30),
})

/** POST /settings/phone/verify: the six-digit code from the text message. */
export const phoneCodeValidator = vine.create({
  code: vine.string().trim().regex(/^\d{6}$/),
})
