import type { HttpContext } from '@adonisjs/core/http'
import { errors } from '@adonisjs/core/http'
import { wantsJson } from '#app/support/http'
import { followTopic, unfollowTopic } from '../actions/follows.js'
import { findActiveTopic } from '../queries/catalog.js'

/* POST / DELETE /topics/:id/follow (spec 001 §3.3 topic_follow), for members. */
export default class TopicFollowsController {
  async store(ctx: HttpContext) {
    const topic = await findActiveTopic(Number(ctx.params.id))
    if (!topic) throw new errors.E_ROUTE_NOT_FOUND([ctx.request.method(), ctx.request.url()])
    await followTopic(ctx.auth.user!.id, topic.id)
    if (wantsJson(ctx)) return ctx.response.ok({ topicId: topic.id, following: true })
    ctx.session.flash('success', `You're following ${topic.name}.`)
    return ctx.response.redirect().back()
  }

  async destroy(ctx: HttpContext) {
    const id = Number(ctx.params.id)
    // Unfollowing works even for a topic retired since: only the follow row matters.
    if (!Number.isSafeInteger(id) || id <= 0) throw new errors.E_ROUTE_NOT_FOUND([ctx.request.method(), ctx.request.url()])
    await unfollowTopic(ctx.auth.user!.id, id)
    if (wantsJson(ctx)) return ctx.response.ok({ topicId: id, following: false })
    ctx.session.flash('success', 'You stopped following this topic.')
    return ctx.response.redirect().back()
  }
}
