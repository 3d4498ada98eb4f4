import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { adminFrameFor } from '#kernel/admin_menu'
import AdminFrameTransformer from '#kernel/transformers/admin_frame_transformer'
import { notFound, refuseForm } from '#app/support/http'
import { answerDenial } from '#modules/identity/index'
import { addSafetyReportAction } from '../actions/add_safety_report_action.js'
import { sanctionUser } from '../actions/sanction_user.js'
import { updateReportTriage } from '../actions/update_report_triage.js'
import SafetyReport from '../models/safety_report.js'
import { SAFETY_REPORTS_PAGE } from '../pages.js'
import SafetyReportPolicy from '../policies/safety_report_policy.js'
import { moderationQueue } from '../queries/moderation_queue.js'
import { safetyQueue } from '../queries/safety_queue.js'
import { safetyReportDetail } from '../queries/safety_report_detail.js'
import { adminMessageTemplates } from '../queries/admin_messages.js'
import ContentFlagTransformer from '../transformers/content_flag_transformer.js'
import SafetyQueueRowTransformer from '../transformers/safety_queue_row_transformer.js'
import SafetyReportTransformer from '../transformers/safety_report_transformer.js'
import AdminMessageTemplateTransformer from '../transformers/admin_message_template_transformer.js'
import { sameSitePath } from '../shared/index.js'
import { queueValidator, safetyActionValidator, safetyMessages, sanctionValidator, triageValidator } from '../validators/safety_validators.js'

async function frame(ctx: HttpContext) {
  return AdminFrameTransformer.transform(adminFrameFor(await ctx.auth.getUserOrFail().roles(), SAFETY_REPORTS_PAGE.key))
}

async function reportOr404(ctx: HttpContext) {
  const report = await SafetyReport.find(Number(ctx.params.id))
  return report ?? notFound(ctx)
}

/* The staff Safety Reports queue, /admin/reports (spec 000 §6.3 "Safety Reports: safety"; issue 13 §1). */
export default class SafetyReportsController {
  async index(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(SafetyReportPolicy).execute('review')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const [, qs] = await queueValidator.tryValidate(ctx.request.qs())
    const filters = { status: qs?.status ?? 'NeedsAction', page: qs?.page ?? 1 }
    const [{ rows, meta }, flags] = await Promise.all([safetyQueue(filters), moderationQueue({ status: 'open', severity: null, type: null, page: 1 })])
    return ctx.inertia.render('safety/safety_reports', {
      reports: SafetyQueueRowTransformer.transform(rows),
      meta,
      filters,
      // issue 13 §1 "Content flags ... land in the same queue": the open ones, reviewed on Moderation.
      flags: ContentFlagTransformer.transform(flags.items),
      openFlags: flags.meta.total,
      admin: await frame(ctx),
    })
  }

  async show(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(SafetyReportPolicy).execute('review')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const detail = await safetyReportDetail(Number(ctx.params.id))
    if (!detail) notFound(ctx)
    return ctx.inertia.render('safety/safety_report', {
      report: SafetyReportTransformer.transform(detail),
      templates: AdminMessageTemplateTransformer.transform(await adminMessageTemplates()),
      admin: await frame(ctx),
    })
  }

  /** POST /admin/reports/:id/actions — spec 002 §7 "Admin: add safety report action". */
  async addAction(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(SafetyReportPolicy).execute('review')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const payload = await ctx.request.validateUsing(safetyActionValidator, { messagesProvider: safetyMessages })
    const report = await reportOr404(ctx)
    await addSafetyReportAction(report.id, { userId: ctx.auth.getUserOrFail().id, status: payload.status, comment: payload.comment || null, unsuspendSubjectUsers: payload.unsuspendSubjectUsers ?? false })
    ctx.session.flash('success', 'Action recorded.')
    return ctx.response.redirect().toRoute('safety.reports.show', { id: report.id })
  }

  /** POST /admin/reports/:id/triage — internal note, internal types, action needed at. */
  async triage(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(SafetyReportPolicy).execute('review')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const payload = await ctx.request.validateUsing(triageValidator, { messagesProvider: safetyMessages })
    const report = await reportOr404(ctx)
    const actionNeededAt = payload.actionNeededAt ? DateTime.fromJSDate(payload.actionNeededAt, { zone: 'utc' }) : null
    await updateReportTriage(report, { internalNote: payload.internalNote || null, internalTypes: payload.internalTypes ?? [], actionNeededAt })
    ctx.session.flash('success', 'Saved.')
    return ctx.response.redirect().toRoute('safety.reports.show', { id: report.id })
  }

  /** POST /admin/reports/:id/sanctions — suspend a subject user with a reason code and evidence (appealable). */
  async sanction(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(SafetyReportPolicy).execute('review')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const payload = await ctx.request.validateUsing(sanctionValidator, { messagesProvider: safetyMessages })
    const report = await reportOr404(ctx)
    if (!report.subjectUserIds.includes(payload.userId)) return refuseForm(ctx, { userId: 'Choose one of the people this report is about.' })
    const origin = `${ctx.request.protocol()}://${ctx.request.host()}`
    const evidenceLinks = (payload.evidenceLinks ?? []).map((link) => sameSitePath(link, origin))
    if (evidenceLinks.some((link) => link === null)) return refuseForm(ctx, { evidenceLinks: 'Evidence links must be pages on this site.' })
    await db.transaction((trx) =>
      sanctionUser(
        {
          userId: payload.userId,
          context: payload.scope === 'community' ? 'community-suspension' : 'admin',
          reasonCode: payload.reasonCode,
          evidenceLinks: evidenceLinks as string[],
          note: payload.note || null,
          safetyReportId: report.id,
          byUserId: ctx.auth.getUserOrFail().id,
        },
        { client: trx }
      )
    )
    ctx.session.flash('success', 'Suspended. They can see why and appeal within 14 days.')
    return ctx.response.redirect().toRoute('safety.reports.show', { id: report.id })
  }
}
