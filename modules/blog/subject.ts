/** Other contexts (uploads, moderation) point at an article as `{ type: 'blog_article', id }`. */
export const BLOG_ARTICLE_SUBJECT = 'blog_article'
