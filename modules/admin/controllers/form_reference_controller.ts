import type { HttpContext } from '@adonisjs/core/http'
import { refuseForm } from '#app/support/http'
import { FormResponseTransformer, formErrorBag, latestFormResponse, optionLabels, recordFormResponse, validateForm } from '#modules/forms/index'
import { REFERENCE_FORM } from '#modules/forms/shared/index'
import { adminFrame } from '../queries/frame.js'
import AdminFrameTransformer from '#kernel/transformers/admin_frame_transformer'
import { staffOf } from './helpers.js'

/*
 * Forms Reference (issue 9): the sample definition rendered with every input type, and the
 * viewer's own latest response to it (admin:basic; the routes are guarded by StaffConsolePolicy).
 */
export default class FormReferenceController {
  async show(ctx: HttpContext) {
    const staff = staffOf(ctx)
    const response = await latestFormResponse(staff.id, REFERENCE_FORM.key)
    return ctx.inertia.render('admin/form_reference', {
      response: response ? FormResponseTransformer.transform(response, await optionLabels(REFERENCE_FORM, response.values, staff)) : null,
      admin: AdminFrameTransformer.transform(await adminFrame(ctx, 'forms')),
    })
  }

  async store(ctx: HttpContext) {
    const staff = staffOf(ctx)
    let form
    try {
      form = await validateForm(REFERENCE_FORM, ctx.request.body(), staff)
    } catch (error) {
      const errors = formErrorBag(error)
      if (!errors) throw error
      return refuseForm(ctx, errors)
    }
    await recordFormResponse(staff.id, REFERENCE_FORM, form)
    ctx.session.flash('success', 'Response saved.')
    return ctx.response.redirect().toRoute('admin.forms.show')
  }
}
