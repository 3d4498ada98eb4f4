/* The public server surface of the uploads module. */
export { findOwnUpload } from './queries/uploads.js'
export { attachUploads } from './actions/attach_uploads.js'
export { detachUploads } from './actions/detach_uploads.js'
export { default as UserUpload } from './models/user_upload.js'
export { default as UserUploadTransformer } from './transformers/user_upload_transformer.js'
