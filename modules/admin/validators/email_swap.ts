import vine from '@vinejs/vine'
import { EMAIL_IN_USE, emailHolder } from '#modules/identity/index'

/*
 * The new address must be free: no other account holds it, deleted accounts included (their
 * address stays unique until the retention rule erases it). The account's own address is named
 * as such rather than "in use". Checked again when the new address confirms.
 */
const freeEmail = vine.createRule(
  async (value, _options, field) => {
    if (typeof value !== 'string' || !field.isValid) return
    const holder = await emailHolder(value)
    if (holder === null) return
    const userId = Number((field.parent as { userId?: unknown } | undefined)?.userId)
    field.report(holder === userId ? 'This is already the email address of this account.' : EMAIL_IN_USE, 'emailInUse', field)
  },
  { isAsync: true }
)

/* Email Swap: the account (chosen from the search) and its new address. */
export const emailSwapValidator = vine.create({
  userId: vine.number().withoutDecimals().min(1),
  newEmail: vine.string().trim().maxLength(254).email().toLowerCase().use(freeEmail()),
})

/* A confirm or cancel link's token, posted back from its page. */
export const emailSwapLinkValidator = vine.create({
  token: vine.string().minLength(10).maxLength(2000),
})
