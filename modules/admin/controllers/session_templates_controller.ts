import type { HttpContext } from '@adonisjs/core/http'
import { notFound } from '#app/support/http'
import { SeriesTemplate, SessionTemplate, createSessionTemplate, sessionTemplateValidator, updateSessionTemplate } from '#modules/series/index'
import { adminMessages } from '../validators/messages.js'
import { idParam, staffOf } from './helpers.js'

/*
 * The sessions of a series template on its Templates edit page (issue 21 §1 "staff edit it in the
 * Templates admin"): add one, or change one (title, curriculum, seats, duration, position, active).
 * The routes sit in the Templates group (super or teach_for_america, StaffConsolePolicy).
 */
export default class SessionTemplatesController {
  /** POST /admin/templates/:id/sessions */
  async store(ctx: HttpContext) {
    const template = await SeriesTemplate.find(idParam(ctx))
    if (!template) notFound(ctx)
    const input = await ctx.request.validateUsing(sessionTemplateValidator, { messagesProvider: adminMessages })
    const created = await createSessionTemplate(template.id, input, staffOf(ctx).id)
    ctx.session.flash('success', `Session ${created.seriesPosition}, "${created.title}", was added.`)
    return ctx.response.redirect().toRoute('admin.templates.edit', { id: template.id })
  }

  /** PUT /admin/templates/:id/sessions/:sessionTemplateId */
  async update(ctx: HttpContext) {
    const templateId = idParam(ctx)
    const existing = await SessionTemplate.query().where('id', idParam(ctx, 'sessionTemplateId')).where('series_template_id', templateId).first()
    if (!existing) notFound(ctx)
    const input = await ctx.request.validateUsing(sessionTemplateValidator, { messagesProvider: adminMessages })
    const saved = await updateSessionTemplate(existing.id, input)
    if (!saved) notFound(ctx)
    ctx.session.flash('success', `Session ${saved.seriesPosition}, "${saved.title}", was saved.`)
    return ctx.response.redirect().toRoute('admin.templates.edit', { id: templateId })
  }
}
