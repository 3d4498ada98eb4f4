/* Public surface of the ideas (Feedback & Ideas) context. */
export { seedIdeas } from './database/seeders/ideas_seeder.js'
