import type { HttpContext } from '@adonisjs/core/http'
import { refuseForm } from '#app/support/http'
import { SCHEDULE_TYPES, SeriesTemplate, SessionTemplateTransformer, sessionTemplatesOf } from '#modules/series/index'
import { World } from '#modules/worlds/index'
import { Course } from '#modules/catalog/index'
import { adminFrame } from '../queries/frame.js'
import { searchTemplates, templateFormChoices } from '../queries/templates.js'
import { ATTENDANCE_POLICIES, templateActivationValidator, templateValidator } from '../validators/templates.js'
import { adminMessages } from '../validators/messages.js'
import { SlugTakenError, type TemplateInput } from '../template_columns.js'
import { createTemplate } from '../actions/create_template.js'
import { updateTemplate } from '../actions/update_template.js'
import { setTemplateActive } from '../actions/set_template_active.js'
import AdminFrameTransformer from '#kernel/transformers/admin_frame_transformer'
import TemplateTransformer from '../transformers/template_transformer.js'
import { idParam, listQuery, staffOf } from './helpers.js'
import { notFound } from '#app/support/http'

/* Templates page (spec 000 §6.3: super or teach_for_america; the routes are guarded by StaffConsolePolicy). */
async function validTemplate(ctx: HttpContext): Promise<TemplateInput | null> {
  const payload = await ctx.request.validateUsing(templateValidator, { messagesProvider: adminMessages })
  const errors: Record<string, string> = {}
  if (!(await World.find(payload.worldId))) errors.worldId = 'Please choose one of the options'
  if (payload.courseId && !(await Course.find(payload.courseId))) errors.courseId = 'Please choose one of the options'
  if (Object.keys(errors).length > 0) {
    await refuseForm(ctx, errors)
    return null
  }
  return payload
}

async function findTemplate(ctx: HttpContext) {
  const template = await SeriesTemplate.find(idParam(ctx))
  if (!template) notFound(ctx)
  return template
}

async function formProps(ctx: HttpContext) {
  return {
    choices: { ...(await templateFormChoices()), scheduleTypes: SCHEDULE_TYPES, attendancePolicies: ATTENDANCE_POLICIES },
    admin: AdminFrameTransformer.transform(await adminFrame(ctx, 'templates')),
  }
}

export default class TemplatesController {
  async index(ctx: HttpContext) {
    const { q, page } = listQuery(ctx)
    const { templates, meta, worldTitles } = await searchTemplates(q, page)
    return ctx.inertia.render('admin/templates', {
      templates: TemplateTransformer.transform(templates, worldTitles),
      meta,
      q,
      admin: AdminFrameTransformer.transform(await adminFrame(ctx, 'templates')),
    })
  }

  async create(ctx: HttpContext) {
    return ctx.inertia.render('admin/template_form', { template: null, sessionTemplates: [], ...(await formProps(ctx)) })
  }

  async store(ctx: HttpContext) {
    const input = await validTemplate(ctx)
    if (!input) return
    try {
      const template = await createTemplate(staffOf(ctx), input)
      ctx.session.flash('success', `Template "${template.title}" was created. It stays inactive until you activate it.`)
      return ctx.response.redirect().toRoute('admin.templates.edit', { id: template.id })
    } catch (error) {
      if (error instanceof SlugTakenError) return refuseForm(ctx, { slug: error.message })
      throw error
    }
  }

  async edit(ctx: HttpContext) {
    const template = await findTemplate(ctx)
    return ctx.inertia.render('admin/template_form', {
      template: TemplateTransformer.transform(template).useVariant('forForm'),
      sessionTemplates: SessionTemplateTransformer.transform(await sessionTemplatesOf(template.id, { includeInactive: true })),
      ...(await formProps(ctx)),
    })
  }

  async update(ctx: HttpContext) {
    const template = await findTemplate(ctx)
    const input = await validTemplate(ctx)
    if (!input) return
    try {
      const changed = await updateTemplate(staffOf(ctx), template, input)
      ctx.session.flash('success', changed ? 'The template was saved.' : 'Nothing changed.')
      return ctx.response.redirect().toRoute('admin.templates.edit', { id: template.id })
    } catch (error) {
      if (error instanceof SlugTakenError) return refuseForm(ctx, { slug: error.message })
      throw error
    }
  }

  async activation(ctx: HttpContext) {
    const template = await findTemplate(ctx)
    const { active } = await ctx.request.validateUsing(templateActivationValidator, { messagesProvider: adminMessages })
    const changed = await setTemplateActive(staffOf(ctx), template.id, active)
    const state = active ? 'active' : 'inactive'
    ctx.session.flash('success', changed ? `"${template.title}" is now ${state}.` : `"${template.title}" was already ${state}.`)
    return ctx.response.redirect().back()
  }
}
