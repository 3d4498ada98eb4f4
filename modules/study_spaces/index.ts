/* Public surface of study spaces (issue 18 §3). */
export { studySpaceStatus, type StudySpaceStatus } from './rules.js'
