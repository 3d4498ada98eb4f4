import type { HttpContext } from '@adonisjs/core/http'
import { answerJson, notFound, refuseForm, wantsJson } from '#app/support/http'
import { threadData } from '../queries/sections.js'
import type { User } from '#modules/identity/index'
import ThreadPolicy from '../policies/thread_policy.js'
import { createPost } from '../actions/create_post.js'
import { commentValidator } from '../validators/post_validators.js'
import { locateSeriesThread, locateSessionThread } from '../queries/places.js'
import { deniedWrite, idParam } from './answers.js'

/* The session and series discussions (issue 10 §1): posts by registrants, hosts and staff. */
export default class ThreadsController {
  /** POST /session/:id/discussion */
  async storeSession(ctx: HttpContext) {
    return this.store(ctx, 'session')
  }

  /** POST /series/:id/discussion */
  async storeSeries(ctx: HttpContext) {
    return this.store(ctx, 'series')
  }

  /** GET /community/discussions/session/:id — the thread as JSON, for its registrants, hosts and staff (404 otherwise). */
  async showSession(ctx: HttpContext) {
    return this.show(ctx, 'session')
  }

  /** GET /community/discussions/series/:id */
  async showSeries(ctx: HttpContext) {
    return this.show(ctx, 'series')
  }

  private async locate(ctx: HttpContext, kind: 'session' | 'series', viewer: User | null) {
    const id = idParam(ctx.params.id)
    const located = id === null ? null : kind === 'session' ? await locateSessionThread(id, viewer) : await locateSeriesThread(id, viewer)
    if (!located) notFound(ctx)
    return located
  }

  private async show(ctx: HttpContext, kind: 'session' | 'series') {
    const viewer = (ctx.auth.user as User | undefined) ?? null
    const located = await this.locate(ctx, kind, viewer)
    const verdict = await ctx.bouncer.with(ThreadPolicy).execute('view', located)
    if (!verdict.authorized) return notFound(ctx)
    return answerJson(ctx, await threadData(located, viewer))
  }

  private async store(ctx: HttpContext, kind: 'session' | 'series') {
    const author = ctx.auth.user as User
    const located = await this.locate(ctx, kind, author)
    const verdict = await ctx.bouncer.with(ThreadPolicy).execute('post', located)
    if (!verdict.authorized) return deniedWrite(ctx, verdict)
    // A discussion post is a short message: the simple editor, as for comments.
    const { body } = await ctx.request.validateUsing(commentValidator)
    const outcome = await createPost({ author, place: located.place, type: 'user-post', body })
    if (!outcome.ok) return refuseForm(ctx, { body: outcome.message })
    if (wantsJson(ctx)) return ctx.response.created({ id: outcome.post.id })
    return ctx.response.redirect().back()
  }
}
