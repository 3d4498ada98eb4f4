/*
 * Answers of volunteering's writes (the app's shared ones): JSON clients get a status and
 * { ok, message }; Inertia visits go back with a toast. A policy's sentence (409) is refused the
 * same way; other denials follow the app's rule (404 page, access-blocked screen).
 */
export { answerDone as done, positiveIdParam as idOr404 } from '#app/support/http'
export { answerWriteDenial as denied } from '#modules/identity/index'
