/* The isomorphic surface of the forms module (server and browser). */
export * from './blocks.js'
