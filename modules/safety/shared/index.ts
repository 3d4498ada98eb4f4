/* The isomorphic surface of the safety module (server and browser). */
export * from './reasons.js'
export * from './flags.js'
export * from './safety_reports.js'
export * from './links.js'
export * from './admin_messages.js'
export * from './sanctions.js'
export * from './contact_details.js'
