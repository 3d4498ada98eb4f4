import { VIDEO_CHUNK_MS, VIDEO_HEIGHT, VIDEO_WIDTH, VIDEO_BITS_PER_SECOND } from '../../shared/index'
import type { RecordingFormat } from '../../shared/index'

/** True when this browser can both open the camera and record it. */
export function cameraSupported() {
  return typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia && typeof MediaRecorder !== 'undefined'
}

/** Camera and microphone at 640×480 (spec 002 §9). */
export function openCamera(): Promise<MediaStream> {
  return navigator.mediaDevices.getUserMedia({
    video: { width: { ideal: VIDEO_WIDTH }, height: { ideal: VIDEO_HEIGHT } },
    audio: true,
  })
}

/** Turns the camera light off. */
export function closeCamera(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop()
}

export type Recording = { file: File; durationSeconds: number }

/**
 * Records a stream in 1-second chunks (spec 002 §9). `stop()` resolves with the whole recording;
 * `onError` reports a recorder failure (the recording is then lost).
 */
export function startRecording(stream: MediaStream, format: RecordingFormat, onError: (message: string) => void) {
  const recorder = new MediaRecorder(stream, { mimeType: format.mimeType, videoBitsPerSecond: VIDEO_BITS_PER_SECOND })
  const chunks: Blob[] = []
  const startedAt = performance.now()
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data)
  }
  recorder.onerror = (event) => onError(errorText((event as ErrorEvent).error ?? event))
  const stopped = new Promise<Recording>((resolve) => {
    recorder.onstop = () =>
      resolve({
        file: new File(chunks, `recording.${format.extension}`, { type: format.fileType }),
        durationSeconds: (performance.now() - startedAt) / 1000,
      })
  })
  recorder.start(VIDEO_CHUNK_MS)
  return {
    startedAt,
    stop(): Promise<Recording> {
      if (recorder.state !== 'inactive') recorder.stop()
      return stopped
    },
  }
}

/** A readable text for whatever a browser API threw. */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message || error.name
  return String(error)
}
