import type { HttpContext } from '@adonisjs/core/http'
import { notFound, refuseForm, wantsJson } from '#app/support/http'
import { answerDenial, type User } from '#modules/identity/index'
import ChannelPolicy from '../policies/channel_policy.js'
import PostPolicy from '../policies/post_policy.js'
import { createPost } from '../actions/create_post.js'
import { editPost } from '../actions/edit_post.js'
import { deletePost } from '../actions/delete_post.js'
import { postEditValidator, commentValidator, postValidator } from '../validators/post_validators.js'
import { postPageProps } from '../queries/post_page.js'
import { locatePostFor } from './post_context.js'
import { locateChannelFor } from './channel_context.js'
import { deniedWrite } from './answers.js'

/** After a write: JSON clients get the post's id, pages go back where they were (Inertia reloads). */
function written(ctx: HttpContext, postId: number, status = 200) {
  if (wantsJson(ctx)) return ctx.response.status(status).send({ id: postId })
  return ctx.response.redirect().back()
}

export default class PostsController {
  /** GET /w/:worldSlug/p/:postId — a post with all its comments (a comment's address opens its post). */
  async show(ctx: HttpContext) {
    const viewer = (ctx.auth.user as User | undefined) ?? null
    const { post, located } = await locatePostFor(ctx, viewer)
    if (located.place.kind !== 'channel' || located.place.world?.slug !== ctx.params.worldSlug) notFound(ctx)
    const verdict = await ctx.bouncer.with(PostPolicy).execute('view', post, located)
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    if (post.parentPostId !== null) return ctx.response.redirect().toPath(`/w/${ctx.params.worldSlug}/p/${post.parentPostId}#comment-${post.id}`)
    return ctx.inertia.render('community/post', await postPageProps(post, located, viewer))
  }

  /** POST /w/:worldSlug/c/:channelId/posts — a post (or an introduction) in a channel. */
  async store(ctx: HttpContext) {
    const author = ctx.auth.user as User
    const located = await locateChannelFor(ctx, author)
    const verdict = await ctx.bouncer.with(ChannelPolicy).execute('post', located)
    if (!verdict.authorized) return deniedWrite(ctx, verdict)
    const { body, type } = await ctx.request.validateUsing(postValidator)
    const outcome = await createPost({ author, place: located.place, type: type ?? 'user-post', body })
    if (!outcome.ok) return refuseForm(ctx, { body: outcome.message })
    return written(ctx, outcome.post.id, 201)
  }

  /** PUT /posts/:postId — its author edits it (blocked with spec 000 §6.4's message when not allowed now). */
  async update(ctx: HttpContext) {
    const author = ctx.auth.user as User
    const { post, located } = await locatePostFor(ctx, author)
    const verdict = await ctx.bouncer.with(PostPolicy).execute('edit', post, located)
    if (!verdict.authorized) return deniedWrite(ctx, verdict)
    const { body } = await ctx.request.validateUsing(post.type === 'comment' ? commentValidator : postEditValidator)
    const outcome = await editPost(author, post, located.place, body)
    if (!outcome.ok) return refuseForm(ctx, { body: outcome.message })
    return written(ctx, post.id)
  }

  /** DELETE /posts/:postId — its author deletes it. */
  async destroy(ctx: HttpContext) {
    const author = ctx.auth.user as User
    const { post, located } = await locatePostFor(ctx, author)
    const verdict = await ctx.bouncer.with(PostPolicy).execute('delete', post, located)
    if (!verdict.authorized) return deniedWrite(ctx, verdict)
    await deletePost(author.id, post, located.place)
    return written(ctx, post.id)
  }

  /** POST /posts/:postId/comments — a comment one level under a post, wherever the post lives. */
  async comment(ctx: HttpContext) {
    const author = ctx.auth.user as User
    const { post, located } = await locatePostFor(ctx, author)
    const verdict = await ctx.bouncer.with(PostPolicy).execute('comment', post, located)
    if (!verdict.authorized) return deniedWrite(ctx, verdict)
    const { body } = await ctx.request.validateUsing(commentValidator)
    const outcome = await createPost({ author, place: located.place, type: 'comment', body, parent: post })
    if (!outcome.ok) return refuseForm(ctx, { body: outcome.message })
    return written(ctx, outcome.post.id, 201)
  }
}
