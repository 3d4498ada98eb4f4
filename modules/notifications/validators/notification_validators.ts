import vine from '@vinejs/vine'

/** GET /notifications?page=2 */
export const notificationsPageValidator = vine.create({
  page: vine.number().withoutDecimals().min(1).max(100_000).optional(),
})
