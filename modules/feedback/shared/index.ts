/* The isomorphic surface of feedback: ratings, tags, the NPS rule, windows and messages. */
export * from './values.js'
export * from './rules.js'
export * from './labels.js'
export * from './learner_feedback.js'
