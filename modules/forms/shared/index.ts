/* The isomorphic surface of the forms module (server and browser). */
export * from './blocks.js'
export * from './messages.js'
export { registerCustomInput, customInput, CONFIDENCE_SCALE, type CustomInputRules } from './custom_inputs.js'
export { defineForm, rowProblems, FormDefinitionError } from './define_form.js'
export {
  PHONE_LENGTH,
  TIME_RANGE,
  TEXT_MAX_LENGTH,
  DEFAULT_MAX_FILES,
  normalizeValue,
  isNothing,
  isUnanswered,
  takesInput,
  requiredError,
  lengthError,
  lengthCounter,
  calendarDay,
  valueError,
  blockError,
} from './rules.js'
export { visibleBlocks, visibleNames } from './visibility.js'
export { valuesToSubmit, formErrors } from './submission.js'
export { ordinal } from './ordinal.js'
export { REFERENCE_FORM, TOPICS_OPTION_SOURCE } from './reference_form.js'
export * from './rubrics.js'
