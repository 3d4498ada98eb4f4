import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { makeUser } from '#tests/helpers/users'
import type { User } from '#modules/identity/index'
import BlogArticle from '../models/blog_article.js'
import { replaceAuthors } from '../actions/replace_authors.js'

let counter = 0

export type ArticleState = 'draft' | 'scheduled' | 'published'

/** A blog team member (spec 000 §6.3: admin:basic + admin:blog). */
export const makeBlogWriter = () => makeUser({ birth: '1990-02-03', roles: ['admin:basic', 'admin:blog'] })

/** An article in a given state, credited to its writer (a new blog writer unless given). */
export async function makeArticle(state: ArticleState = 'published', overrides: Partial<Pick<BlogArticle, 'title' | 'category' | 'pinnedTo' | 'excerpt' | 'metaDescription' | 'imageUrl'>> & { writer?: User; publishedAt?: DateTime } = {}) {
  counter += 1
  const writer = overrides.writer ?? (await makeBlogWriter())
  const publishedAt =
    overrides.publishedAt ?? (state === 'draft' ? null : state === 'scheduled' ? DateTime.utc().plus({ days: 3 }) : DateTime.utc().minus({ hours: counter }))
  return db.transaction(async (trx) => {
    const article = await BlogArticle.create(
      {
        userId: writer.id,
        title: overrides.title ?? `Article ${counter} ${Date.now().toString(36)}`,
        slug: `article-${counter}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`,
        excerpt: overrides.excerpt ?? 'A short excerpt.',
        metaDescription: overrides.metaDescription ?? '',
        category: overrides.category ?? 'news',
        pinnedTo: overrides.pinnedTo ?? null,
        imageUrl: overrides.imageUrl ?? null,
        body: { serialization_method: 'slate_json_v1', content: [{ type: 'paragraph', children: [{ text: 'Hello readers.' }] }] },
        publishedAt,
      },
      { client: trx }
    )
    await replaceAuthors(article.id, [writer.id], trx)
    return article
  })
}

/** The console form's body for an article (rich text as its JSON text, as the browser sends it). */
export function articleBody(authorIds: number[], overrides: Record<string, unknown> = {}) {
  counter += 1
  return {
    title: 'How sessions work',
    slug: `how-sessions-work-${counter}-${Date.now().toString(36)}`,
    excerpt: 'What happens in a session.',
    metaDescription: 'A guide to sessions.',
    category: 'how-it-works',
    pinnedTo: null,
    imageUrl: null,
    body: JSON.stringify({ serialization_method: 'slate_json_v1', content: [{ type: 'paragraph', children: [{ text: 'Sessions are small.' }] }] }),
    authorIds,
    ...overrides,
  }
}
