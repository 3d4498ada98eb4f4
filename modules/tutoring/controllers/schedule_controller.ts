import type { HttpContext } from '@adonisjs/core/http'
import { viewerOf } from '#modules/identity/index'
import { scheduleFor } from '../queries/schedule.js'
import ScheduleItemTransformer from '../transformers/schedule_item_transformer.js'
import { positiveInt } from './respond.js'

export default class ScheduleController {
  /** GET /schedule?show=past|upcoming (spec 000 §2.2) — the person's own sessions, as learner or host. */
  async index(ctx: HttpContext) {
    const viewer = (await viewerOf(ctx))!
    const show = ctx.request.input('show') === 'past' ? 'past' : 'upcoming'
    const page = positiveInt(ctx.request.input('page')) ?? 1
    const sessions = await scheduleFor(viewer.user.id, show, page)
    return ctx.inertia.render('tutoring/schedule', {
      show,
      sessions: ScheduleItemTransformer.transform(sessions.data),
      sessionsMeta: sessions.meta,
      highlight: positiveInt(ctx.request.input('session')),
    })
  }
}
