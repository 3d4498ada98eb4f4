import type { HttpContext } from '@adonisjs/core/http'
import { notFound, wantsJson } from '#app/support/http'
import { followTopic } from '../actions/follow_topic.js'
import { unfollowTopic } from '../actions/unfollow_topic.js'
import TopicFollowPolicy from '../policies/topic_follow_policy.js'
import { findTopic } from '../queries/catalog.js'

/* POST / DELETE /topics/:id/follow (spec 001 §3.3 topic_follow), for members. */
export default class TopicFollowsController {
  async store(ctx: HttpContext) {
    const topic = await findTopic(Number(ctx.params.id))
    if (!topic || (await ctx.bouncer.with(TopicFollowPolicy).denies('follow', topic))) notFound(ctx)
    await followTopic(ctx.auth.user!.id, topic.id)
    if (wantsJson(ctx)) return ctx.response.ok({ topicId: topic.id, following: true })
    ctx.session.flash('success', `You're following ${topic.name}.`)
    return ctx.response.redirect().back()
  }

  async destroy(ctx: HttpContext) {
    const id = Number(ctx.params.id)
    if (!Number.isSafeInteger(id) || id <= 0) notFound(ctx)
    await ctx.bouncer.with(TopicFollowPolicy).authorize('unfollow')
    await unfollowTopic(ctx.auth.user!.id, id)
    if (wantsJson(ctx)) return ctx.response.ok({ topicId: id, following: false })
    ctx.session.flash('success', 'You stopped following this topic.')
    return ctx.response.redirect().back()
  }
}
