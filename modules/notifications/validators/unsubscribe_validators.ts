import vine from '@vinejs/vine'

/** The signed token of an unsubscribe link (query or body). */
export const unsubscribeValidator = vine.create({
  token: vine.string().maxLength(1000),
})
