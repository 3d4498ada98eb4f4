/* The isomorphic surface of the blog module (server and browser). */
export * from './categories.js'
export * from './slug.js'
export * from './publication.js'
export { BLOG_MESSAGES } from './messages.js'
export type { PageSeo } from './seo_types.js'
export type { ArticleFields } from './article_fields.js'
