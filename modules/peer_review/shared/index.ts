/* The isomorphic surface of peer review (server and browser). */
export * from './rules.js'
