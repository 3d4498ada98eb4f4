/* Answers of substitutes' writes: the app's shared ones (see modules/volunteering/controllers/respond.ts). */
export { answerDone as done, positiveIdParam as idOr404 } from '#app/support/http'
export { answerDenial, answerWriteDenial as denied } from '#modules/identity/index'
