/*
 * Public surface of the tutoring context (sessions, hosts, registrations, calendar feeds).
 */
export { default as TutoringSession } from './models/tutoring_session.js'
export { default as SessionHost } from './models/session_host.js'
export { default as SessionRegistration } from './models/session_registration.js'
export { default as CalendarFeed } from './models/calendar_feed.js'
