import type { HttpContext } from '@adonisjs/core/http'
import { adminFrameFor } from '#kernel/admin_menu'
import AdminFrameTransformer from '#kernel/transformers/admin_frame_transformer'
import { refuseForm } from '#app/support/http'
import { answerDenial } from '#modules/identity/index'
import { acknowledgeAdminMessage } from '../actions/acknowledge_admin_message.js'
import { disputeDetectedIssue } from '../actions/dispute_detected_issue.js'
import { sendAdminMessageNow } from '../actions/send_admin_message.js'
import SafetyReport from '../models/safety_report.js'
import { ADMIN_MESSAGES_PAGE } from '../pages.js'
import AdminMessagePolicy from '../policies/admin_message_policy.js'
import { adminMessageTemplates, findAdminMessage, findRecipient, recentAdminMessages } from '../queries/admin_messages.js'
import AdminMessageTemplateTransformer from '../transformers/admin_message_template_transformer.js'
import AdminMessageTransformer from '../transformers/admin_message_transformer.js'
import { acknowledgementMatches, ADMIN_MESSAGE_TEXTS } from '../shared/index.js'
import { acknowledgeValidator, adminMessageValidator, disputeValidator, safetyMessages } from '../validators/safety_validators.js'

/* Messages from the moderation team (spec 000 §2.4 prompt 2, §6.3 "Admin Messages: safety"; spec 001 §3.4, §5.3). */
export default class AdminMessagesController {
  async index(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(AdminMessagePolicy).execute('send')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const { messages, names } = await recentAdminMessages()
    return ctx.inertia.render('safety/admin_messages', {
      messages: AdminMessageTransformer.transform(messages.map((message) => ({ message, names }))),
      templates: AdminMessageTemplateTransformer.transform(await adminMessageTemplates()),
      admin: AdminFrameTransformer.transform(adminFrameFor(await ctx.auth.getUserOrFail().roles(), ADMIN_MESSAGES_PAGE.key)),
    })
  }

  /** POST /admin/admin-messages — staff send to a user (by username or id), optionally about a report. */
  async store(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(AdminMessagePolicy).execute('send')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const payload = await ctx.request.validateUsing(adminMessageValidator, { messagesProvider: safetyMessages })
    const recipient = await findRecipient(payload.recipient)
    if (!recipient) return refuseForm(ctx, { recipient: 'No account has that username.' })
    const report = payload.safetyReportId ? await SafetyReport.find(payload.safetyReportId) : null
    await sendAdminMessageNow({
      authorId: ctx.auth.getUserOrFail().id,
      recipientUserId: recipient.id,
      type: 'manual',
      content: payload.content,
      acknowledgmentText: payload.acknowledgmentText || null,
      safetyReportId: report?.id ?? null,
      sessionId: report?.sessionId ?? null,
    })
    ctx.session.flash('success', `Message sent to ${recipient.displayName}.`)
    return ctx.response.redirect().back()
  }

  /**
   * POST /admin-messages/:id/acknowledge — the recipient, with the typed text when one is set
   * (spec 001 §5.3). "Acknowledge and message" goes on to messaging's staff conversation
   * (GET /messages/staff/:id, interfaces: a GET because it follows this redirect).
   */
  async acknowledge(ctx: HttpContext) {
    const message = await findAdminMessage(Number(ctx.params.id))
    const verdict = await ctx.bouncer.with(AdminMessagePolicy).execute('answer', message)
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const { typed, andMessage } = await ctx.request.validateUsing(acknowledgeValidator, { messagesProvider: safetyMessages })
    if (!acknowledgementMatches(message!.acknowledgmentText, typed)) return refuseForm(ctx, { typed: ADMIN_MESSAGE_TEXTS.mustMatch })
    await acknowledgeAdminMessage(message!)
    if (andMessage) return ctx.response.redirect(`/messages/staff/${message!.id}`)
    return ctx.response.redirect().back()
  }

  /** POST /admin-messages/:id/dispute — spec 002 §7 "Dispute detected issue" (reason required). */
  async dispute(ctx: HttpContext) {
    const message = await findAdminMessage(Number(ctx.params.id))
    const verdict = await ctx.bouncer.with(AdminMessagePolicy).execute('dispute', message)
    if (!verdict.authorized) return answerDenial(ctx, verdict, (sentence) => refuseForm(ctx, { text: sentence }))
    const { text } = await ctx.request.validateUsing(disputeValidator, { messagesProvider: safetyMessages })
    await disputeDetectedIssue(message!, ctx.auth.getUserOrFail().id, text)
    ctx.session.flash('success', ADMIN_MESSAGE_TEXTS.disputeSent)
    return ctx.response.redirect().back()
  }
}
