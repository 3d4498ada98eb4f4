/*
 * Public surface of the series context (series, templates, registrations, reservations).
 */
export { default as SeriesTemplate, SCHEDULE_TYPES, type ScheduleType } from './models/series_template.js'
export { default as Series, type ChangelogEntry } from './models/series.js'
export { default as SeriesHost } from './models/series_host.js'
export { default as SeriesRegistration } from './models/series_registration.js'
export { default as SeriesReservation } from './models/series_reservation.js'
