/* Answers of the tutors module's writes: the app's shared ones (see volunteering's respond.ts). */
export { answerDone as done, positiveIdParam as idOr404 } from '#app/support/http'
export { answerWriteDenial as denied } from '#modules/identity/index'
