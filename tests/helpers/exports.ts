/* Re-exports for cross-cutting tests (tests/ may import any context through its index). */
export { User } from '#modules/identity/index'
export { worldCatalogue } from '#modules/worlds/index'
