import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { renderBlocked } from '#modules/identity/index'
import BlogArticlePolicy from './policies/blog_article_policy.js'

/*
 * Guards every route of the console's Blog page, after `access({ requires: 'member' })`: the
 * blog team only (BlogArticlePolicy.manage, the admin menu's own rule for the page), anyone else
 * gets the not_enough_permission screen the rest of the console answers with.
 */
export async function blogTeamAccess(ctx: HttpContext, next: NextFn) {
  if (await ctx.bouncer.with(BlogArticlePolicy).denies('manage')) return renderBlocked(ctx, 'not_enough_permission')
  return next()
}
