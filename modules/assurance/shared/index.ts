/* The isomorphic surface of the assurance module (server and browser). */
export * from './age_assurance.js'
export * from './background_checks.js'
export const ACCOUNT_DECISIONS = ['approved', 'rejected'] as const
export type AccountDecision = (typeof ACCOUNT_DECISIONS)[number]
export const NOTE_MAX = 1000
