/* The isomorphic surface of volunteering (server and browser). */
export * from './rules.js'
export { GENERAL_QUESTION_BLOCKS, applicationForm, splitResponses, type ApplicationRole } from './application_form.js'
