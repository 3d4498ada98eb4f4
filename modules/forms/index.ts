/* The public server surface of the forms module. */
export { formValidator, validateForm, formErrorBag, type ValidatedForm } from './validators/form_validator.js'
export { registerOptionSource, optionSource, OPTION_RESULTS_MAX, type OptionSource, type OptionViewer } from './option_sources.js'
export { registerFormPage, FORM_RESPONSE_SUBJECT } from './response_subject.js'
export { recordFormResponse } from './actions/record_form_response.js'
export { latestFormResponse } from './queries/form_responses.js'
export { default as FormResponse } from './models/form_response.js'
export { default as FormResponsePolicy } from './policies/form_response_policy.js'
export { default as FormResponseTransformer } from './transformers/form_response_transformer.js'
