import type { HttpContext } from '@adonisjs/core/http'
import { answerJson, notFound, refuseForm, wantsJson } from '#app/support/http'
import { answerDenial } from '#modules/identity/index'
import { imageUrls, isRichTextEmpty, type RichTextContent } from '#modules/rich_text/index'
import IdeaPolicy, { curatesIdeas } from '../policies/idea_policy.js'
import { authorNames, boardIdeas, findIdea, votedIdeaIds } from '../queries/ideas.js'
import IdeaTransformer from '../transformers/idea_transformer.js'
import IdeaViewerTransformer from '../transformers/idea_viewer_transformer.js'
import { ideaMessages, ideaStatusValidator, ideaValidator } from '../validators/idea_validators.js'
import { postIdea } from '../actions/post_idea.js'
import { toggleVote } from '../actions/toggle_vote.js'
import { setIdeaStatus } from '../actions/set_idea_status.js'
import { IDEA_MESSAGES, IDEA_STATUSES, isIdeaStatus } from '../shared/statuses.js'
import { boardQuery } from './board_query.js'

/* Feedback & Ideas: /feedback (spec 000 §2.2, §2.6). */
export default class IdeasController {
  async index(ctx: HttpContext) {
    const { sort, status, page } = boardQuery(ctx.request.qs())
    const { ideas, meta } = await boardIdeas(sort, status, page)
    const user = ctx.auth.user ?? null
    const [names, voted] = await Promise.all([authorNames(ideas), votedIdeaIds(user?.id ?? null, ideas)])
    return ctx.inertia.render('ideas/board', {
      ideas: IdeaTransformer.transform(ideas, { authorNames: names, voted, viewerId: user?.id ?? null }),
      meta,
      sort,
      status,
      statuses: IDEA_STATUSES.map(({ value, label, color }) => ({ value, label, color })),
      viewer: IdeaViewerTransformer.transform({
        signedIn: user !== null,
        canPost: user !== null && (await ctx.bouncer.with(IdeaPolicy).allows('post')),
        canSetStatus: await curatesIdeas(user),
      }),
    })
  }

  async store(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(IdeaPolicy).execute('post')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const { title, body } = await ctx.request.validateUsing(ideaValidator, { messagesProvider: ideaMessages })
    const content = body as RichTextContent
    if (isRichTextEmpty(content)) return refuseForm(ctx, { body: IDEA_MESSAGES.body })
    if (imageUrls(content).length > 0) return refuseForm(ctx, { body: IDEA_MESSAGES.noImages })
    await postIdea(ctx.auth.user!, { title, body: content })
    ctx.session.flash('success', 'Thanks! Your idea is on the board.')
    return ctx.response.redirect().toRoute('ideas.index', {}, { qs: { sort: 'new' } })
  }

  async vote(ctx: HttpContext) {
    const idea = await findIdea(numericId(ctx.params.id))
    if (!idea) notFound(ctx)
    const verdict = await ctx.bouncer.with(IdeaPolicy).execute('vote', idea)
    if (!verdict.authorized) {
      return answerDenial(ctx, verdict, (message, status) => refuse(ctx, message, status))
    }
    const result = await toggleVote(idea, ctx.auth.user!.id)
    if (wantsJson(ctx)) return answerJson(ctx, result)
    return ctx.response.redirect().back()
  }

  async setStatus(ctx: HttpContext) {
    const idea = await findIdea(numericId(ctx.params.id))
    if (!idea) notFound(ctx)
    const verdict = await ctx.bouncer.with(IdeaPolicy).execute('setStatus')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const { status, statusNote } = await ctx.request.validateUsing(ideaStatusValidator, { messagesProvider: ideaMessages })
    if (!isIdeaStatus(status)) return refuseForm(ctx, { status: 'Please choose one of the statuses' })
    await setIdeaStatus(idea, status, statusNote || null)
    ctx.session.flash('success', `“${idea.title}” is now ${IDEA_STATUSES.find((entry) => entry.value === status)!.label.toLowerCase()}.`)
    return ctx.response.redirect().back()
  }
}

function numericId(value: unknown): number | null {
  const text = String(value ?? '')
  return /^\d{1,12}$/.test(text) ? Number(text) : null
}

/** A refusal with a sentence: JSON for API clients, otherwise a toast on the board. */
function refuse(ctx: HttpContext, message: string, status: number) {
  if (wantsJson(ctx)) return ctx.response.status(status).send({ message })
  ctx.session.flash('error', message)
  return ctx.response.redirect().back()
}
