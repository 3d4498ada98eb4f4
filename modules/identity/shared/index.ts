/* Isomorphic surface of the identity context (pure TS, server and browser). */
export { BIRTH_DATE_REQUIRED, OLDEST_BIRTH_YEAR, ageFromBirthMonth, firstDayOf, type CalendarDay } from './birth_month.js'
