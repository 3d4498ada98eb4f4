import type { HttpContext } from '@adonisjs/core/http'
import { formErrorBag, validateForm } from '#modules/forms/index'
import type { FormValues } from '#modules/forms/shared/index'
import { questionnaireForm } from '../questionnaire.js'

/**
 * The questionnaire's answers in the request, validated by the forms engine (issue 21 §3; spec 001
 * §5.1): the values, or the error bag by question. A session without a questionnaire takes none.
 */
export async function answersFrom(ctx: HttpContext, session: { questionnaire: unknown[] }): Promise<{ values: FormValues | null } | { errors: Record<string, string> }> {
  const form = questionnaireForm(session, 'session-questionnaire')
  if (!form) return { values: null }
  try {
    const { values } = await validateForm(form, ctx.request.body(), ctx.auth.user!)
    return { values }
  } catch (error) {
    const errors = formErrorBag(error)
    if (!errors) throw error
    return { errors }
  }
}
