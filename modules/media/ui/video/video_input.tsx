import { useEffect, useId, useReducer, useRef, useState } from 'react'
import { Alert, Button, Group, Input, Loader, Progress, Stack, Text } from '@mantine/core'
import {
  DEFAULT_MAX_DURATION_SECONDS,
  VIDEO_MESSAGES,
  clockTime,
  initialVideoInputState,
  pickRecordingFormat,
  videoInputReducer,
} from '../../shared/index'
import { cameraSupported, closeCamera, errorText, openCamera, startRecording, type Recording } from './camera'
import { uploadRecording } from './upload_recording'
import { durationLimits, primaryAction, statusText } from './video_input_steps'

export type VideoInputProps = {
  label: string
  description?: string
  instructions?: string
  instructionsHint?: string
  minDurationSeconds?: number
  maxDurationSeconds?: number
  /** The recording's download URL, or null. An initial URL shows that recording (state uploaded). */
  value: string | null
  onChange: (value: string | null) => void
  error?: string | null
  required?: boolean
  /** Told true while recording or uploading and false otherwise (a form waits for the recording). */
  onBusyChange?: (busy: boolean) => void
}

/**
 * A video answer recorded with the camera (spec 001 §3.10 "Video input", §4.6): turn the camera on,
 * "Record a Video", "Stop" (or reach the maximum), then the recording uploads by itself; "Start
 * Over" throws it away. The camera is on only between "Turn on camera" and the end of recording.
 */
export function VideoInput(props: VideoInputProps) {
  const { label, description, instructions, instructionsHint, error, required } = props
  const minDurationSeconds = props.minDurationSeconds ?? 0
  const maxDurationSeconds = props.maxDurationSeconds ?? DEFAULT_MAX_DURATION_SECONDS
  const [state, dispatch] = useReducer(videoInputReducer, props.value, initialVideoInputState)
  const [elapsed, setElapsed] = useState(0)
  const stream = useRef<MediaStream | null>(null)
  const recorder = useRef<ReturnType<typeof startRecording> | null>(null)
  const recording = useRef<Recording | null>(null)
  const upload = useRef<AbortController | null>(null)
  const statusRef = useRef(state.status)
  statusRef.current = state.status
  const preview = useRef<HTMLVideoElement | null>(null)
  const onChange = useRef(props.onChange)
  onChange.current = props.onChange
  // Recording, or a kept recording whose upload has not finished nor failed.
  const busy = state.status === 'recording' || (state.status === 'recorded' && state.uploadError === null)
  const busyListener = useRef(props.onBusyChange)
  busyListener.current = props.onBusyChange
  useEffect(() => busyListener.current?.(busy), [busy])
  const id = useId()
  const actions = useRef<HTMLDivElement | null>(null)
  const pressed = useRef(false)

  const turnOnCamera = async () => {
    dispatch({ type: 'request-permission' })
    if (!cameraSupported()) return dispatch({ type: 'fail', message: VIDEO_MESSAGES.unsupported })
    try {
      const opened = await openCamera()
      // Start Over while the browser was asking: nobody wants the camera any more.
      if (statusRef.current !== 'awaiting-permission') return closeCamera(opened)
      stream.current = opened
      dispatch({ type: 'permission-granted' })
    } catch (failure) {
      dispatch({ type: 'fail', message: VIDEO_MESSAGES.connecting(errorText(failure)) })
    }
  }

  const record = () => {
    const format = pickRecordingFormat((type) => MediaRecorder.isTypeSupported(type))
    if (!format || !stream.current) return dispatch({ type: 'fail', message: VIDEO_MESSAGES.noCodec })
    try {
      recorder.current = startRecording(stream.current, format, (message) => {
        stopCamera()
        dispatch({ type: 'fail', message: VIDEO_MESSAGES.recording(message) })
      })
      setElapsed(0)
      dispatch({ type: 'start-recording' })
    } catch (failure) {
      dispatch({ type: 'fail', message: VIDEO_MESSAGES.recording(errorText(failure)) })
    }
  }

  const stop = async () => {
    const active = recorder.current
    if (!active) return
    pressed.current = true
    recorder.current = null
    const done = await active.stop()
    stopCamera()
    recording.current = done
    dispatch({ type: 'recorded', recordingUrl: URL.createObjectURL(done.file), durationSeconds: done.durationSeconds, minDurationSeconds })
  }

  const send = async () => {
    const done = recording.current
    if (!done) return
    upload.current?.abort()
    const controller = new AbortController()
    upload.current = controller
    try {
      const downloadUrl = await uploadRecording(done.file, {
        signal: controller.signal,
        onProgress: (fraction) => dispatch({ type: 'upload-progress', fraction }),
      })
      if (controller.signal.aborted) return
      dispatch({ type: 'uploaded', downloadUrl })
      onChange.current(downloadUrl)
    } catch (failure) {
      if (controller.signal.aborted) return
      console.error('Video upload failed', failure)
      dispatch({ type: 'upload-failed', message: VIDEO_MESSAGES.generic(errorText(failure)) })
    }
  }

  const startOver = () => {
    upload.current?.abort()
    recorder.current?.stop()
    recorder.current = null
    recording.current = null
    stopCamera()
    dispatch({ type: 'start-over' })
    onChange.current(null)
  }

  function stopCamera() {
    closeCamera(stream.current)
    stream.current = null
  }

  // A recording is sent as soon as it is kept (the form needs the uploaded URL).
  const recordedUrl = state.status === 'recorded' ? state.recordingUrl : null
  useEffect(() => {
    if (recordedUrl) void send()
    return () => {
      if (recordedUrl) URL.revokeObjectURL(recordedUrl)
    }
  }, [recordedUrl])

  // The elapsed clock, and the automatic stop at the maximum duration (spec 001 §4.6).
  useEffect(() => {
    if (state.status !== 'recording') return
    const timer = window.setInterval(() => {
      const seconds = recorder.current ? (performance.now() - recorder.current.startedAt) / 1000 : 0
      setElapsed(seconds)
      if (seconds >= maxDurationSeconds) void stop()
    }, 250)
    return () => window.clearInterval(timer)
  }, [state.status, maxDurationSeconds])

  // The live preview shows the camera while it is on.
  const cameraOn = state.status === 'ready-to-record' || state.status === 'recording'
  useEffect(() => {
    if (preview.current) preview.current.srcObject = cameraOn ? stream.current : null
  }, [cameraOn])

  // The primary button is gone once uploaded: keep keyboard users in the input (on Start Over).
  useEffect(() => {
    if (!pressed.current) return
    const focusLost = !document.activeElement || document.activeElement === document.body
    if (focusLost) actions.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus()
    if (state.status !== 'recorded') pressed.current = false
  }, [state.status])

  // The form cleared the value (e.g. a reset): back to the start.
  useEffect(() => {
    if (props.value === null && state.status === 'uploaded') dispatch({ type: 'start-over' })
  }, [props.value, state.status])

  // Leaving the page turns the camera off and abandons an upload.
  useEffect(
    () => () => {
      upload.current?.abort()
      recorder.current?.stop()
      closeCamera(stream.current)
    },
    []
  )

  const primary = primaryAction(state, { turnOnCamera, record, stop: () => void stop(), send: () => void send() })
  const labelId = `${id}-label`
  const errorId = `${id}-error`
  const helpId = `${id}-help`
  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId} aria-describedby={[helpId, error ? errorId : null].filter(Boolean).join(' ')}>
      <Input.Label id={labelId} required={required} component="div">
        {label}
      </Input.Label>
      <div id={helpId}>
        {description && <Input.Description>{description}</Input.Description>}
        {instructions && <Text size="sm">{instructions}</Text>}
        {instructionsHint && (
          <Text size="sm" c="dimmed">
            {instructionsHint}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {durationLimits(minDurationSeconds, maxDurationSeconds)}
        </Text>
      </div>

      {cameraOn && (
        <video
          ref={preview}
          autoPlay
          muted
          playsInline
          aria-label="Camera preview"
          style={{ width: '100%', maxWidth: 480, aspectRatio: '4 / 3', background: '#000', borderRadius: 8 }}
        />
      )}
      {(state.status === 'recorded' || state.status === 'uploaded') && (
        <video
          controls
          playsInline
          src={state.status === 'recorded' ? state.recordingUrl : state.downloadUrl}
          aria-label="Your recording"
          style={{ width: '100%', maxWidth: 480, aspectRatio: '4 / 3', background: '#000', borderRadius: 8 }}
        />
      )}

      <Text size="sm" role="status">
        {statusText(state)}
      </Text>
      {state.status === 'recording' && (
        // A timer role is not announced every second (an aria-live clock would talk over the user).
        <Text size="sm" role="timer" aria-label="Time recorded" fw={600}>
          {clockTime(elapsed)} / {clockTime(maxDurationSeconds)}
        </Text>
      )}
      {state.status === 'recorded' && !state.uploadError && (
        <Progress value={state.progress * 100} aria-label="Upload progress" size="sm" maw={480} />
      )}
      {state.status === 'error' && (
        <Alert color="red" role="alert" maw={480}>
          {state.message}
        </Alert>
      )}
      {state.status === 'recorded' && state.uploadError && (
        <Alert color="red" role="alert" maw={480}>
          {state.uploadError}
        </Alert>
      )}

      <Group gap="sm" ref={actions}>
        {/* One primary button whose label follows the state: the focused element stays the same. */}
        {primary && (
          <Button
            color={state.status === 'recording' ? 'red' : undefined}
            aria-disabled={primary.onClick ? undefined : true}
            leftSection={primary.onClick ? undefined : <Loader size="xs" aria-hidden />}
            onClick={primary.onClick ?? undefined}
          >
            {primary.label}
          </Button>
        )}
        {state.status !== 'idle' && state.status !== 'recording' && (
          <Button variant="default" onClick={startOver}>
            Start Over
          </Button>
        )}
      </Group>
      {error && (
        <Input.Error id={errorId} role="alert">
          {error}
        </Input.Error>
      )}
    </Stack>
  )
}
