/*
 * Public surface of the programs context: what the kernel's program contract
 * (app/kernel/programs: defineProgram, the registry, the clock) does not hold — waitlists,
 * deadline runs, /find-a-program and the sync of iterations into series templates.
 */
export { NEXT_ITERATION, UnknownWaitlistError, type WaitlistRef } from './waitlist_refs.js'
export { joinWaitlist } from './actions/join_waitlist.js'
export { leaveWaitlist } from './actions/leave_waitlist.js'
export { markWaitlistNotified } from './actions/mark_waitlist_notified.js'
export { isOnWaitlist, pendingWaitlistEntries, countWaitlist } from './queries/waitlists.js'
export {
  programTemplateInputs,
  syncProgramTemplates,
  resolveTopicFromCatalog,
  type UpsertProgramTemplate,
  type SyncSummary,
} from './actions/sync_program_templates.js'
export { runDueDeadlines, ensureDeadlineSchedule, MAX_ATTEMPTS, DEADLINES_EVERY_MS } from './jobs/deadlines.js'
export { findAProgram, parseFindAProgramQuery, FIND_A_PROGRAM_PER_PAGE } from './queries/find_a_program.js'
export {
  comingIterations,
  offeringSummaries,
  upcomingProgramSeries,
  type ComingIteration,
  type OfferingSummary,
  type UpcomingProgramSeries,
} from './queries/program_home.js'
export { default as ComingIterationTransformer } from './transformers/coming_iteration_transformer.js'
export { default as OfferingSummaryTransformer } from './transformers/offering_summary_transformer.js'
export { default as ProgramSeriesTransformer } from './transformers/program_series_transformer.js'
export { programIterationOfSession } from './queries/program_of_session.js'
