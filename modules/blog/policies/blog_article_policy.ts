import { AuthorizationResponse, BasePolicy, allowGuest } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import { opensAdminPage } from '#kernel/admin_menu'
import { User } from '#modules/identity/index'
import { BLOG_ADMIN_PAGE } from '../admin_page.js'
import type BlogArticle from '../models/blog_article.js'

/*
 * Who reads and who writes the blog (issue 10 §3; spec 000 §6.3 "Blog | blog").
 * - A published article (published_at now or past) is public: anyone, signed in or not.
 * - A draft or scheduled article exists only for the blog team: to everyone else it is not found
 *   (404), never a 403 that would reveal an unpublished title or address.
 * - The blog team is whoever opens the console's Blog page (admin:basic + admin:blog; admin:super
 *   implies admin:blog): the same rule as the admin menu (#kernel/admin_menu opensAdminPage).
 */
type Viewer = Pick<User, 'id' | 'roles'>

const notFound = () => AuthorizationResponse.deny('Not found', 404)

export async function writesBlog(viewer: Viewer | null): Promise<boolean> {
  return viewer !== null && opensAdminPage(await viewer.roles(), BLOG_ADMIN_PAGE)
}

/** The subject resolver's check (a viewer known by id only). */
export async function canReadArticle(article: BlogArticle, viewerId: number | null): Promise<boolean> {
  if (article.isPublished) return true
  const viewer = viewerId === null ? null : await User.find(viewerId)
  return writesBlog(viewer)
}

export default class BlogArticlePolicy extends BasePolicy {
  /** The article page: published for anyone; drafts and scheduled ones for the blog team (a preview). */
  @allowGuest()
  async read(viewer: Viewer | null, article: BlogArticle): Promise<AuthorizerResponse> {
    if (article.isPublished) return true
    return (await writesBlog(viewer)) ? true : notFound()
  }

  /** Every page and action of the console's Blog page. */
  async manage(viewer: Viewer): Promise<boolean> {
    return writesBlog(viewer)
  }
}
