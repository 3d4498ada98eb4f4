import { RECORDING_MIME_TYPES } from './constants.js'

export type RecordingFormat = { mimeType: string; fileType: string; extension: string }

/** The first recording type this browser's MediaRecorder supports, or null ("No supported recording codec found"). */
export function pickRecordingFormat(isTypeSupported: (type: string) => boolean): RecordingFormat | null {
  const mimeType = RECORDING_MIME_TYPES.find((type) => isTypeSupported(type))
  if (!mimeType) return null
  // The upload declares the container only (codecs are the recording's business).
  const fileType = mimeType.split(';')[0]
  return { mimeType, fileType, extension: fileType === 'video/mp4' ? 'mp4' : 'webm' }
}
