/* The isomorphic surface of the assessments module (server and browser). */
export * from './rules.js'
export * from './sat.js'
