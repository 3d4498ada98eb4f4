/* The isomorphic surface of certification (server and browser). */
export * from './rules.js'
