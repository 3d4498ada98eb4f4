/*
 * Public surface of the series context (series, templates, registrations, reservations).
 * Other contexts and programs import only from here.
 */
export { default as SeriesTemplate, SCHEDULE_TYPES, type ScheduleType } from './models/series_template.js'
export { default as Series } from './models/series.js'
export { default as SeriesHost } from './models/series_host.js'
export { default as SeriesRegistration } from './models/series_registration.js'
export { default as SeriesReservation } from './models/series_reservation.js'

// Writes
export { upsertProgramTemplate, type ProgramTemplateInput } from './actions/upsert_program_template.js'
export { registerForSeries, withdrawFromSeries, type SeriesResult } from './actions/registration.js'
export {
  reserveSeat,
  releaseReservation,
  HOST_RESERVATION_MAX_DAYS,
  SELF_RESERVATION_MAX_HOURS,
  type ReservationTarget,
  type ReservationResult,
} from './actions/reservations.js'
export { canHostTemplate, hostSeriesFromTemplate, type HostResult, type HostVerdict } from './actions/host_from_template.js'

// Reads
export {
  listUpcomingSeries,
  seriesFor,
  type UpcomingSeriesFilters,
  type UpcomingSeriesItem,
  type MySeriesItem,
} from './queries/listings.js'

// Pure rules: spec 001 §4.3 states, §5.4 capacity; spec 002 §9 schedule types
export {
  enrollmentClosed,
  seriesClosed,
  seriesClosed as closed,
  seriesEnded,
  seriesEnded as ended,
  canceledWithoutHostedSessions,
  sessionWasHosted,
  registrationWithdrawn,
  reservationActive,
  selfReservation,
  seriesStatus,
  seatsLeft,
  hasSeatFor,
  type SeriesStatus,
} from './series_state.js'
export { generateSessionTimes, sessionCount, schedulePattern, type ScheduleSpec } from './schedule.js'
