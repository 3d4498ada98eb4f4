import type { HttpContext } from '@adonisjs/core/http'
import { notFound, refuseForm } from '#app/support/http'
import TutorsPolicy from '../policies/tutors_policy.js'
import DemandPledge from '../models/demand_pledge.js'
import { pledgeDemand, withdrawPledge } from '../actions/pledge_demand.js'
import { pledgeValidator, tutorsMessages } from '../validators/tutors_validator.js'
import { denied, done, idOr404 } from './respond.js'

/* Demand pledges (issue 18 §2 ★): a learner waits for a tutor on a topic nobody offers yet. */
export default class PledgesController {
  /** POST /explore/tutors/pledges { topicId, slot? } */
  async store(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(TutorsPolicy).execute('pledge')
    if (!verdict.authorized) return denied(ctx, verdict)
    const payload = await ctx.request.validateUsing(pledgeValidator, { messagesProvider: tutorsMessages })
    const outcome = await pledgeDemand(ctx.auth.getUserOrFail().id, { topicId: payload.topicId, slot: payload.slot ?? null })
    if (!outcome.ok) return refuseForm(ctx, { [outcome.field]: outcome.reason })
    return done(ctx, 'Tutors of this topic now see that you are waiting. You can withdraw it any time.')
  }

  /** POST /explore/tutors/pledges/:id/withdraw — the learner's own pledge (others: not found). */
  async withdraw(ctx: HttpContext) {
    const pledge = (await DemandPledge.find(idOr404(ctx))) ?? notFound(ctx)
    const verdict = await ctx.bouncer.with(TutorsPolicy).execute('withdrawPledge', pledge)
    if (!verdict.authorized) return denied(ctx, verdict)
    await withdrawPledge(pledge)
    return done(ctx, 'Your pledge is withdrawn.')
  }
}
