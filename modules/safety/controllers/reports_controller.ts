import type { HttpContext } from '@adonisjs/core/http'
import { resolveSubject } from '#kernel/subjects'
import { answerJson } from '#app/support/http'
import { answerDenial } from '#modules/identity/index'
import { reportContent } from '../actions/report_content.js'
import ContentFlagPolicy from '../policies/content_flag_policy.js'
import ReportReceiptTransformer from '../transformers/report_receipt_transformer.js'
import { reportContentValidator, reportMessages } from '../validators/report_validators.js'

/* Reports of content by the people who see it (issue 10 §2 "Report on every post and comment"). */
export default class ReportsController {
  /** POST /reports/content — JSON; 404 when the reporter cannot see the subject. */
  async store(ctx: HttpContext) {
    const payload = await ctx.request.validateUsing(reportContentValidator, { messagesProvider: reportMessages })
    const user = ctx.auth.getUserOrFail()
    const subject = await resolveSubject({ type: payload.subjectType, id: payload.subjectId }, { id: user.id })
    const verdict = await ctx.bouncer.with(ContentFlagPolicy).execute('report', subject)
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const result = await reportContent(user.id, subject!, { category: payload.category, details: payload.details || null })
    return answerJson(ctx, ReportReceiptTransformer.transform(result))
  }
}
