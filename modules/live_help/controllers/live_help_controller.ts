import type { HttpContext } from '@adonisjs/core/http'
import { notFound, refuseForm, wantsJson } from '#app/support/http'
import { WorldTransformer, findWorldBySlug } from '#modules/worlds/index'
import LiveHelpPolicy, { rowAbilities } from '../policies/live_help_policy.js'
import LiveHelpRequest from '../models/live_help_request.js'
import { askOptions, currentRequestOf, describe, listRequests, sameQuestionOthers, waitingCounts, type ListScope } from '../queries/requests.js'
import { askForHelp } from '../actions/ask_for_help.js'
import { pickUpRequest } from '../actions/pick_up_request.js'
import { completeRequest } from '../actions/complete_request.js'
import { cancelRequest } from '../actions/cancel_request.js'
import { askValidator, cancelValidator, completeValidator, liveHelpMessages, pickUpValidator } from '../validators/live_help_validators.js'
import LiveHelpRequestTransformer, { type ViewedRow } from '../transformers/live_help_request_transformer.js'
import { MAX_OTHERS, MESSAGES, QUESTION_MAX, STATUSES, isStatus, statusOf } from '../rules.js'
import type { RequestRow } from '../queries/requests.js'
import { denied, done, idOr404 } from './respond.js'

const TABS = ['mine', 'tutor', 'all'] as const
type Tab = (typeof TABS)[number]

async function loadRequest(ctx: HttpContext) {
  return (await LiveHelpRequest.find(idOr404(ctx))) ?? notFound(ctx)
}

function refuse(ctx: HttpContext, message: string) {
  if (wantsJson(ctx)) return ctx.response.status(409).send({ ok: false, message })
  ctx.session.flash('error', message)
  return ctx.response.redirect().back()
}

/* Live help (issue 18 §1; spec 000 §2.2 /live-help?status=, dashboard live-help ?world, p, filter, tab). */
export default class LiveHelpController {
  /**
   * GET /live-help?status=&world=&p=&tab= and GET /dashboard/live-help?filter=&world=&p=&tab= — the
   * ask form and current question, then one paginated list: the viewer's own questions (mine), the
   * questions they may take as a tutor (tutor), or every question (all, staff). Bad values fall back.
   */
  async index(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const isTutor = await ctx.bouncer.with(LiveHelpPolicy).allows('takeQuestions')
    const staff = await ctx.bouncer.with(LiveHelpPolicy).allows('seeAll')
    const tabs: Tab[] = ['mine', ...(isTutor ? (['tutor'] as const) : []), ...(staff ? (['all'] as const) : [])]
    const askedTab = String(ctx.request.input('tab', ''))
    const tab: Tab = (tabs as string[]).includes(askedTab) ? (askedTab as Tab) : isTutor ? 'tutor' : 'mine'
    const askedStatus = ctx.request.input('status', ctx.request.input('filter'))
    const status = isStatus(askedStatus) ? askedStatus : tab === 'mine' ? null : 'open'
    const pageText = String(ctx.request.input('p', '1'))
    const page = /^[1-9]\d{0,5}$/.test(pageText) ? Number(pageText) : 1
    const worldSlug = ctx.request.input('world')
    const world = typeof worldSlug === 'string' && /^[a-z0-9-]{1,80}$/.test(worldSlug) ? await findWorldBySlug(worldSlug) : null

    const scope: ListScope = tab === 'mine' ? { kind: 'mine' } : tab === 'tutor' ? { kind: 'tutor', user } : { kind: 'all' }
    const list = await listRequests(user.id, scope, { status, worldId: world?.id ?? null, page })
    const openRows = tab === 'tutor' ? list.rows.filter((row) => statusOf(row.request) === 'open').map((row) => row.request) : []
    const waiting = await waitingCounts(user, openRows)
    const view = (row: RequestRow): ViewedRow => {
      const others = (waiting.get(`${row.request.worldId}:${row.request.topicId}`) ?? 1) - 1
      return {
        ...row,
        mine: row.request.userId === user.id,
        othersWaiting: tab === 'tutor' && statusOf(row.request) === 'open' ? Math.min(Math.max(others, 0), MAX_OTHERS) : 0,
        can: rowAbilities(user.id, row.request, { tutorTab: tab === 'tutor', staff }),
      }
    }
    const current = await currentRequestOf(user.id)
    const [currentRow] = current ? await describe([current]) : []
    return ctx.inertia.render('live_help/index', {
      tab,
      tabs,
      status,
      statuses: [...STATUSES],
      world: world ? WorldTransformer.transform(world) : null,
      requests: LiveHelpRequestTransformer.transform(list.rows.map(view)),
      meta: list.meta,
      current: currentRow ? LiveHelpRequestTransformer.transform(view(currentRow)) : null,
      askWorlds: current ? [] : await askOptions(user.id),
      canAsk: (await ctx.bouncer.with(LiveHelpPolicy).allows('ask')) === true,
      questionMax: QUESTION_MAX,
      timezone: user.timezone || 'UTC',
    })
  }

  /** POST /live-help { worldId, topicId, question } — a learner asks. */
  async store(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(LiveHelpPolicy).execute('ask')
    if (!verdict.authorized) return denied(ctx, verdict)
    const payload = await ctx.request.validateUsing(askValidator, { messagesProvider: liveHelpMessages })
    const outcome = await askForHelp(ctx.auth.getUserOrFail(), payload)
    if (!outcome.ok) return outcome.field ? refuseForm(ctx, { [outcome.field]: outcome.reason }) : refuse(ctx, outcome.reason)
    return done(ctx, 'Your question is posted. A tutor will pick it up soon; you will be told.', '/live-help?tab=mine')
  }

  /** POST /live-help/:id/pick-up { withOthers? } — a tutor takes an open request: an instant session with a room. */
  async pickUp(ctx: HttpContext) {
    const request = await loadRequest(ctx)
    const verdict = await ctx.bouncer.with(LiveHelpPolicy).execute('pickUp', request)
    if (!verdict.authorized) return denied(ctx, verdict)
    const { withOthers } = await ctx.request.validateUsing(pickUpValidator, { messagesProvider: liveHelpMessages })
    const tutor = ctx.auth.getUserOrFail()
    const others = withOthers ? await sameQuestionOthers(request, tutor) : []
    const outcome = await pickUpRequest(request, tutor.id, others)
    if (!outcome.ok) return refuse(ctx, outcome.reason)
    const also = outcome.joined === 0 ? '' : outcome.joined === 1 ? ' 1 other learner with the same question joins too.' : ` ${outcome.joined} other learners with the same question join too.`
    return done(ctx, `You picked up the question.${also} The session room is open: join it now.`, `/session/${outcome.session.id}`)
  }

  /** POST /live-help/:id/complete { note? } — the tutor who took it (or staff). */
  async complete(ctx: HttpContext) {
    const request = await loadRequest(ctx)
    const verdict = await ctx.bouncer.with(LiveHelpPolicy).execute('complete', request)
    if (!verdict.authorized) return denied(ctx, verdict)
    const { note } = await ctx.request.validateUsing(completeValidator, { messagesProvider: liveHelpMessages })
    if (!(await completeRequest(request, note ?? null))) return refuse(ctx, MESSAGES.notInProgress)
    return done(ctx, 'The question is marked as completed.')
  }

  /** POST /live-help/:id/cancel { reason } — the learner, the tutor who took it, or staff. */
  async cancel(ctx: HttpContext) {
    const request = await loadRequest(ctx)
    const verdict = await ctx.bouncer.with(LiveHelpPolicy).execute('cancel', request)
    if (!verdict.authorized) return denied(ctx, verdict)
    const { reason } = await ctx.request.validateUsing(cancelValidator, { messagesProvider: liveHelpMessages })
    if (!(await cancelRequest(request, ctx.auth.getUserOrFail().id, reason))) return refuse(ctx, MESSAGES.closed)
    return done(ctx, 'The question is canceled.')
  }

  /** GET /doubt-clearing (spec 000 §2.1: /r/tdc leads here) — doubt clearing is live help; its query (campaign tags) is kept. */
  async doubtClearing(ctx: HttpContext) {
    const query = ctx.request.parsedUrl.query
    return ctx.response.redirect().status(302).toPath(query ? `/live-help?${query}` : '/live-help')
  }
}
