/* The public server surface of the safety module (reports of content, content flags). */
export { flagContent, type FlagContentInput, type FlagContentResult } from './actions/flag_content.js'
export { reviewContentFlag, type ReviewInput } from './actions/review_content_flag.js'
export { openFlagsFor, type FlagSummary } from './queries/open_flags.js'
export { default as ContentFlag } from './models/content_flag.js'
