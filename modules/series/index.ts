/*
 * Public surface of the series context (series, templates, registrations, reservations).
 * Other contexts and programs import only from here.
 */
import { registrarFor } from '#kernel/hooks'
import { closeFinishedSeries } from './actions/close_finished_series.js'
export { default as SeriesTemplate, SCHEDULE_TYPES, type ScheduleType } from './models/series_template.js'
export { default as Series } from './models/series.js'
export { default as SeriesHost } from './models/series_host.js'
export { default as SeriesRegistration } from './models/series_registration.js'
export { default as SeriesReservation } from './models/series_reservation.js'
export { default as SessionTemplate } from './models/session_template.js'

// Writes
export { upsertProgramTemplate, type ProgramTemplateInput } from './actions/upsert_program_template.js'
export { registerForSeries, type SeriesResult } from './actions/register_for_series.js'
export { withdrawFromSeries } from './actions/withdraw_from_series.js'
export {
  reserveSeat,
  HOST_RESERVATION_MAX_DAYS,
  SELF_RESERVATION_MAX_HOURS,
  type ReservationTarget,
  type ReservationResult,
} from './actions/reserve_seat.js'
export { releaseReservation } from './actions/release_reservation.js'
// Skills builders (issue 18 §3): a template kind, and each series' level in its internal state.
export { setTemplateKind, type KindResult } from './actions/set_template_kind.js'
export { setSkillsBuilderBand } from './actions/set_skills_builder_band.js'
export { skillsBuilderSeries, skillsBuilderBandOf, templateKindOf, type SkillsBuilderSeries } from './queries/skills_builders.js'
export {
  SERIES_TEMPLATE_KINDS,
  SKILLS_BUILDER_BAND_KEY,
  skillsBuilderBandFrom,
  isSeriesTemplateKind,
  type SeriesTemplateKind,
  type SkillsBuilderBand,
} from './template_kinds.js'
export { hostSeriesFromTemplate, type HostResult } from './actions/host_series_from_template.js'
// Session templates (issue 21 §1), for the Templates admin: validate with sessionTemplateValidator.
export { createSessionTemplate, type SessionTemplateInput } from './actions/create_session_template.js'
export { updateSessionTemplate } from './actions/update_session_template.js'
export { sessionTemplatesOf } from './queries/session_templates.js'
export { sessionTemplateValidator } from './validators/teaching_validators.js'
export { default as SessionTemplateTransformer } from './transformers/session_template_transformer.js'

// Templates offered for hosting (the list form of SeriesTemplatePolicy.view)
export { offeredForHosting } from './policies/series_template_scope.js'

// Shapes for the browser other contexts reuse

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
  seriesEnded,
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

/* series.closed follows the end or cancellation of a series' last session. */
const seriesHooks = registrarFor('module:series')
seriesHooks.on('session.ended', async ({ sessionId }) => { await closeFinishedSeries(sessionId) }, { name: 'close-finished-series' })
seriesHooks.on('session.canceled', async ({ sessionId }) => { await closeFinishedSeries(sessionId) }, { name: 'close-finished-series' })
