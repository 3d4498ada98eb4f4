import type { HttpContext } from '@adonisjs/core/http'
import { notFound } from '#app/support/http'
import { answerDenial } from '#modules/identity/index'
import { WorldTransformer, pageFrom } from '#modules/worlds/index'
import { hidePost } from '../actions/hide_post.js'
import { unhidePost } from '../actions/unhide_post.js'
import { pinPost } from '../actions/pin_post.js'
import { unpinPost } from '../actions/unpin_post.js'
import WorldModerationPolicy from '../policies/world_moderation_policy.js'
import { findModeratedPost, moderatedPosts } from '../queries/moderation.js'
import ModeratedPostTransformer from '../transformers/moderated_post_transformer.js'
import { moderatedPostFilter, moderationNoteValidator, pinValidator } from '../validators/moderation_validators.js'
import { answerAction, idParam, moderatorFrame, worldFromRoute } from './moderation_context.js'

/* /w/:worldSlug/moderator/posts: a world's channel posts and comments, and the actions on them (issue 10 §2). */
export default class ModeratorPostsController {
  /** GET /w/:worldSlug/moderator/posts?filter=all|hidden|pinned&page= */
  async index(ctx: HttpContext) {
    const world = await worldFromRoute(ctx)
    const verdict = await ctx.bouncer.with(WorldModerationPolicy).execute('moderate', world)
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const filter = moderatedPostFilter(ctx.request.qs().filter)
    const { rows, meta } = await moderatedPosts(world, filter, pageFrom(ctx.request.qs().page))
    return ctx.inertia.render('community/moderator_posts', {
      world: WorldTransformer.transform(world),
      posts: ModeratedPostTransformer.transform(rows, world.slug),
      postsMeta: meta,
      filter,
      ...moderatorFrame(world),
    })
  }

  /** The post named by :postId, once the viewer may moderate it (404 otherwise, or the denial). */
  private async moderated(ctx: HttpContext) {
    const world = await worldFromRoute(ctx)
    const post = await findModeratedPost(world, idParam(ctx, 'postId'))
    if (!post) notFound(ctx)
    const verdict = await ctx.bouncer.with(WorldModerationPolicy).execute('moderatePost', world, post)
    return { post, verdict }
  }

  /** POST /w/:worldSlug/moderator/posts/:postId/hide */
  async hide(ctx: HttpContext) {
    const { post, verdict } = await this.moderated(ctx)
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const { note } = await ctx.request.validateUsing(moderationNoteValidator)
    const changed = await hidePost(post, ctx.auth.user!.id, note ?? null)
    return answerAction(ctx, changed, 'Hidden: only moderators see it now.', 'It was already hidden.', { hidden: true })
  }

  /** POST /w/:worldSlug/moderator/posts/:postId/unhide */
  async unhide(ctx: HttpContext) {
    const { post, verdict } = await this.moderated(ctx)
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const { note } = await ctx.request.validateUsing(moderationNoteValidator)
    const changed = await unhidePost(post, ctx.auth.user!.id, note ?? null)
    return answerAction(ctx, changed, 'Shown again to everyone who can see the channel.', 'It was not hidden.', { hidden: false })
  }

  /** POST /w/:worldSlug/moderator/posts/:postId/pin — posts only; comments are not pinned. */
  async pin(ctx: HttpContext) {
    const { post, verdict } = await this.moderated(ctx)
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    if (post.parentPostId !== null) notFound(ctx)
    const { scope } = await ctx.request.validateUsing(pinValidator)
    const changed = await pinPost(post, scope, ctx.auth.user!.id)
    return answerAction(ctx, changed, `Pinned to the top of the ${scope}.`, `It was already pinned to the ${scope}.`, { pinnedScope: scope })
  }

  /** POST /w/:worldSlug/moderator/posts/:postId/unpin */
  async unpin(ctx: HttpContext) {
    const { post, verdict } = await this.moderated(ctx)
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const changed = await unpinPost(post, ctx.auth.user!.id)
    return answerAction(ctx, changed, 'Unpinned.', 'It was not pinned.', { pinnedScope: null })
  }
}
