/* Public surface of the blog context. */
export { BLOG_ADMIN_PAGE } from './admin_page.js'
export { BLOG_ARTICLE_SUBJECT } from './subject.js'
export { seedBlog } from './database/seeders/blog_seeder.js'
