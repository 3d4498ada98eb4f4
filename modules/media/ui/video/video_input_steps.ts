import { durationInWords, type VideoInputState } from '../../shared/index'

/* What <VideoInput> shows in each state of spec 001 §4.6: its main button and its status line. */

export type Handlers = { turnOnCamera(): void; record(): void; stop(): void; send(): void }

/** The state's main action; without onClick it is a pending step (shown busy, not pressable). */
export function primaryAction(state: VideoInputState, on: Handlers): { label: string; onClick: (() => void) | null } | null {
  switch (state.status) {
    case 'idle':
      return { label: 'Turn on camera', onClick: on.turnOnCamera }
    case 'awaiting-permission':
      return { label: 'Turn on camera', onClick: null }
    case 'ready-to-record':
      return { label: 'Record a Video', onClick: on.record }
    case 'recording':
      return { label: 'Stop', onClick: on.stop }
    case 'recorded':
      return state.uploadError ? { label: 'Upload again', onClick: on.send } : { label: 'Uploading…', onClick: null }
    case 'error':
      return { label: 'Try again', onClick: on.turnOnCamera }
    case 'uploaded':
      return null
  }
}

export function durationLimits(min: number, max: number) {
  return min > 0 ? `Record between ${durationInWords(min)} and ${durationInWords(max)}.` : `Record up to ${durationInWords(max)}.`
}

/** What the status line says (announced politely to screen readers). */
export function statusText(state: VideoInputState): string {
  switch (state.status) {
    case 'idle':
      return 'Your camera is off.'
    case 'awaiting-permission':
      return 'Waiting for permission to use your camera and microphone…'
    case 'ready-to-record':
      return 'Camera on. Ready to record.'
    case 'recording':
      return 'Recording…'
    case 'recorded':
      return state.uploadError ? 'Your video was not uploaded.' : `Uploading your video… ${Math.round(state.progress * 100)}%`
    case 'uploaded':
      return 'Your video is uploaded.'
    case 'error':
      return ''
  }
}
