import { ActionIcon, Stack, Text, Tooltip } from '@mantine/core'
import { IconMicrophone, IconPlayerStopFilled } from '@tabler/icons-react'
import { useVoiceToText } from './use_voice_to_text'

export type DictationButtonProps = {
  /** Each final piece of dictated text; the input decides how to add it (e.g. append with a space). */
  onText: (text: string) => void
  /** What is dictated into, for the button's name: "Dictate into {fieldLabel}". */
  fieldLabel?: string
}

/** A microphone button beside a text input (spec 002 §4, §8 speech messages and dictation hints). */
export function DictationButton({ onText, fieldLabel }: DictationButtonProps) {
  const voice = useVoiceToText({ onText })
  const name = voice.listening ? 'Stop dictation' : fieldLabel ? `Dictate into ${fieldLabel}` : 'Start dictation'
  const message = voice.state.status === 'error' ? voice.state.message : null
  return (
    <Stack gap={4} align="flex-start">
      <Tooltip label={name}>
        <ActionIcon
          variant={voice.listening ? 'filled' : 'default'}
          color={voice.listening ? 'red' : undefined}
          size="lg"
          aria-label={name}
          aria-pressed={voice.listening}
          onClick={() => (voice.listening ? voice.stop() : void voice.start())}
        >
          {voice.listening ? <IconPlayerStopFilled size={18} aria-hidden /> : <IconMicrophone size={18} aria-hidden />}
        </ActionIcon>
      </Tooltip>
      <div role="status">
        {voice.listening && (
          <Text size="xs" c="dimmed">
            Listening… {voice.interim}
          </Text>
        )}
        {message && (
          <Text size="xs" c="red.8">
            {message}
          </Text>
        )}
        {voice.hint && <Text size="xs">{voice.hint}</Text>}
      </div>
    </Stack>
  )
}
