/* The isomorphic surface of the ideas module (server and browser). */
export * from './statuses.js'
