/* The browser surface of the uploads module (imported by other modules' ui/). */
export { uploadFile, type UploadOptions, type UploadResult } from './upload_file.js'
export { FileDropZone, type FileDropZoneProps } from './components/file_drop_zone.js'
export { ImageUploadButton, type ImageUploadButtonProps } from './components/image_upload_button.js'
export type { UploadedFile } from '../shared/index.js'
