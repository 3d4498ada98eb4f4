import type { HttpContext } from '@adonisjs/core/http'
import { notFound, refuseForm, wantsJson } from '#app/support/http'
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

  private async store(ctx: HttpContext, kind: 'session' | 'series') {
    const author = ctx.auth.user as User
    const id = idParam(ctx.params.id)
    const located = id === null ? null : kind === 'session' ? await locateSessionThread(id, author) : await locateSeriesThread(id, author)
    if (!located) notFound(ctx)
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
