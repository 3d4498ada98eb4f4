import { megabytes, UPLOAD_PURPOSES, type UploadPurpose } from './purposes.js'

/* The upload messages (spec 002 §8 "Upload failed", "Too large file", "Too many files"). */
export const UPLOAD_MESSAGES = {
  tooLarge: (maxBytes: number) => `Please upload files at most ${megabytes(maxBytes)}MB in size`,
  tooMany: (maxFiles: number) => `Please upload no more than ${maxFiles} ${maxFiles === 1 ? 'file' : 'files'}`,
  uploadFailed: (statusText: string) => `Upload failed: ${statusText}`,
  wrongType: (purpose: UploadPurpose) => `Please upload ${UPLOAD_PURPOSES[purpose].kinds} files only`,
  wrongContent: (purpose: UploadPurpose) =>
    `This file is not really a ${UPLOAD_PURPOSES[purpose].kinds} file. Please choose another one.`,
  empty: 'This file is empty.',
  quota: 'You have used all your upload space. Remove some files and try again.',
  rateLimited: 'Too many uploads. Please wait a minute and try again.',
  notUploaded: 'The file has not been uploaded yet.',
  unreadable: 'This file could not be read. Please choose another one.',
} as const
