import type { HttpContext } from '@adonisjs/core/http'
import { notFound } from '#app/support/http'
import type { User } from '#modules/identity/index'
import Post from '../models/post.js'
import { locatePost } from '../queries/places.js'
import { idParam } from './answers.js'

/** The post of the address with its place and the viewer's standing there; else the 404 page. */
export async function locatePostFor(ctx: HttpContext, viewer: User | null) {
  const postId = idParam(ctx.params.postId)
  const post = postId === null ? null : await Post.find(postId)
  const located = post ? await locatePost(post, viewer) : null
  if (!post || !located) notFound(ctx)
  return { post, located }
}
