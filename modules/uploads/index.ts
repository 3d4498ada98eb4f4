/* The public server surface of the uploads module. */
export { findOwnUpload } from './queries/uploads.js'
export { attachUploads } from './actions/attach_uploads.js'
export { detachUploads } from './actions/detach_uploads.js'
export { default as UserUpload } from './models/user_upload.js'
export { default as UserUploadTransformer } from './transformers/user_upload_transformer.js'
// The hourly prune's job must exist in every process: with Redis, workers run what web processes schedule.
export { pruneUploadsJob } from './jobs/prune_uploads_job.js'
