/*
 * Public surface of the assurance module: account review, age assurance, background checks.
 * canHostMinors is the background-check-missing rule for a hosting policy (tutoring) to ask.
 */
export { ageAssuranceStatus, type AgeAssuranceSummary } from './queries/age_assurance.js'
export { backgroundCheckStatus, canHostMinors, backgroundCheckEligibilityOf, type BackgroundCheckSummary } from './queries/background_checks.js'
export { registerAgeAssuranceProvider, type AgeAssuranceProvider, type AgeAssuranceResult } from './providers/age_assurance_provider.js'
export { default as AssurancePolicy } from './policies/assurance_policy.js'
