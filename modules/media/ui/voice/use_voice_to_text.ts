import { useCallback, useEffect, useRef, useState } from 'react'
import {
  DICTATION_HINTS,
  InvalidVoiceToTextTransition,
  dictationPlatform,
  speechReducer,
  type VoiceToTextAction,
  type VoiceToTextState,
} from '../../shared/index'
import type { SpeechCallbacks, SpeechProvider } from './speech_provider'
import { streamingProvider } from './streaming_clients'
import { createWebSpeechProvider, webSpeechSupported } from './web_speech_provider'

export type VoiceToText = {
  state: VoiceToTextState
  listening: boolean
  /** Words heard but not final yet (shown greyed while speaking). */
  interim: string
  /** The operating system's dictation, when this browser cannot dictate or dictation failed. */
  hint: string | null
  start(): Promise<void>
  stop(): void
  /** Hides the hint and clears an error. */
  dismiss(): void
}

function platformName() {
  const agent = navigator as Navigator & { userAgentData?: { platform?: string } }
  return agent.userAgentData?.platform ?? navigator.platform
}

/**
 * Dictation for a text input (spec 002 §4 "Voice-to-text"): a streaming service when the server has
 * one, else the Web Speech API, else the dictation hint. `onText` receives each final piece of text.
 */
export function useVoiceToText({ onText }: { onText: (text: string) => void }): VoiceToText {
  const [state, setState] = useState<VoiceToTextState>({ status: 'idle' })
  const [interim, setInterim] = useState('')
  const [hint, setHint] = useState<string | null>(null)
  const current = useRef(state)
  const provider = useRef<SpeechProvider | null>(null)
  const textHandler = useRef(onText)
  textHandler.current = onText

  // The machine throws on a transition it does not allow; a late event from the browser must not crash the page.
  const send = useCallback((action: VoiceToTextAction) => {
    try {
      current.current = speechReducer(current.current, action)
      setState(current.current)
    } catch (error) {
      if (!(error instanceof InvalidVoiceToTextTransition)) throw error
      console.error(error.message)
    }
  }, [])

  const showHint = useCallback(() => setHint(DICTATION_HINTS[dictationPlatform(platformName())]), [])

  const start = useCallback(async () => {
    if (current.current.status === 'recording' || provider.current) return
    if (current.current.status === 'error') send({ type: 'reset' })
    setHint(null)
    const callbacks: SpeechCallbacks = {
      onStart: () => send({ type: 'start-recording' }),
      onFragment: (fragment) => {
        if (!fragment.isFinal) return setInterim(fragment.content)
        setInterim('')
        const text = fragment.content.trim()
        if (text) textHandler.current(text)
      },
      onEnd: () => {
        provider.current = null
        setInterim('')
        if (current.current.status === 'recording') send({ type: 'stop-recording' })
        if (current.current.status === 'session-ready') send({ type: 'reset' })
      },
      onError: (message) => {
        provider.current?.abort()
        provider.current = null
        send({ type: 'error-occurred', message })
        showHint()
      },
    }
    const chosen = (await streamingProvider(callbacks)) ?? (webSpeechSupported() ? createWebSpeechProvider(callbacks) : null)
    if (!chosen) return showHint()
    provider.current = chosen
    send({ type: 'start-session' })
    try {
      chosen.start()
    } catch (error) {
      callbacks.onError(error instanceof Error ? error.message : String(error))
    }
  }, [send, showHint])

  const stop = useCallback(() => provider.current?.stop(), [])

  const dismiss = useCallback(() => {
    setHint(null)
    if (current.current.status === 'error') send({ type: 'reset' })
  }, [send])

  useEffect(() => () => provider.current?.abort(), [])

  return { state, listening: state.status === 'recording', interim, hint, start, stop, dismiss }
}
