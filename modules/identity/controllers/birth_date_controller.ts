import type { HttpContext } from '@adonisjs/core/http'
import { refuseForm } from '#app/support/http'
import { answerDenial } from '../denials.js'
import BirthDatePolicy from '../policies/birth_date_policy.js'
import { setBirthMonth } from '../actions/set_birth_month.js'
import { birthMonthMessages, birthMonthValidator } from '../validators/birth_date_validators.js'

export default class BirthDateController {
  /** POST /settings/birth-date — prompt 1's Save (spec 000 §2.4): back to the page, whose prompt is then gone. */
  async store(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(BirthDatePolicy).execute('set')
    if (!verdict.authorized) return answerDenial(ctx, verdict, (reason) => refuseForm(ctx, { birthDate: reason }))
    const { month, year } = await ctx.request.validateUsing(birthMonthValidator, { messagesProvider: birthMonthMessages })
    const result = await setBirthMonth(ctx.auth.user!.id, year, month)
    if (!result.ok) return refuseForm(ctx, { birthDate: result.reason })
    return ctx.response.redirect().back()
  }
}
