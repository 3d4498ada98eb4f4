/* The isomorphic surface of the safety module (server and browser). */
export * from './reasons.js'
export * from './flags.js'
export * from './contact_details.js'
