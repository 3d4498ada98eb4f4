import type { HttpContext } from '@adonisjs/core/http'
import { adminFrameFor } from '#kernel/admin_menu'
import AdminFrameTransformer from '#kernel/transformers/admin_frame_transformer'
import { notFound } from '#app/support/http'
import { answerDenial } from '#modules/identity/index'
import { resolveDispute, voidStrike } from '../actions/decide_detected_issue.js'
import { DETECTED_ISSUES_PAGE } from '../pages.js'
import DetectedIssuePolicy from '../policies/detected_issue_policy.js'
import { findDetectedIssue, findDispute, recentDetectedIssues } from '../queries/detected_issues.js'
import DetectedIssueTransformer from '../transformers/detected_issue_transformer.js'
import { disputeDecisionValidator, safetyMessages, voidStrikeValidator } from '../validators/safety_validators.js'

/* The staff Detected Issues page, /admin/detected-issues (spec 000 §6.3 "Detected Issues: safety"; issue 13 §2). */
export default class DetectedIssuesController {
  async index(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(DetectedIssuePolicy).execute('manage')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const { issues, disputes, names } = await recentDetectedIssues()
    return ctx.inertia.render('safety/detected_issues', {
      issues: DetectedIssueTransformer.transform(issues.map((issue) => ({ issue, dispute: disputes.get(issue.id) ?? null, names }))),
      admin: AdminFrameTransformer.transform(adminFrameFor(await ctx.auth.getUserOrFail().roles(), DETECTED_ISSUES_PAGE.key)),
    })
  }

  /** POST /admin/detected-issues/:id/void — voids the strike with a reason. */
  async voidStrike(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(DetectedIssuePolicy).execute('manage')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const { reason } = await ctx.request.validateUsing(voidStrikeValidator, { messagesProvider: safetyMessages })
    const issue = (await findDetectedIssue(Number(ctx.params.id))) ?? notFound(ctx)
    await voidStrike(issue, { reason, byUserId: ctx.auth.getUserOrFail().id })
    return ctx.response.redirect().back()
  }

  /** POST /admin/detected-issues/disputes/:id — uphold (voids the strike) or reject a dispute. */
  async decideDispute(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(DetectedIssuePolicy).execute('manage')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const { outcome } = await ctx.request.validateUsing(disputeDecisionValidator, { messagesProvider: safetyMessages })
    const dispute = (await findDispute(Number(ctx.params.id))) ?? notFound(ctx)
    await resolveDispute(dispute, { outcome, byUserId: ctx.auth.getUserOrFail().id })
    return ctx.response.redirect().back()
  }
}
