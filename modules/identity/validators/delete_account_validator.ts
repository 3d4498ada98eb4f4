import vine from '@vinejs/vine'

/* Deleting one's account: the username typed out and the current password. */
export const deleteAccountValidator = vine.create({
  username: vine.string().trim().maxLength(30),
  password: vine.string().maxLength(256),
})
