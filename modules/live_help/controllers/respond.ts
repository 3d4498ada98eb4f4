/* Answers of the live help module's writes: the app's shared ones (see tutors' respond.ts). */
export { answerDone as done, positiveIdParam as idOr404 } from '#app/support/http'
export { answerWriteDenial as denied } from '#modules/identity/index'
