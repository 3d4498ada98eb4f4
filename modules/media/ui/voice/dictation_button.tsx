import { ActionIcon, CloseButton, Group, Popover, Text } from '@mantine/core'
import { IconMicrophone, IconPlayerStopFilled } from '@tabler/icons-react'
import { useVoiceToText } from './use_voice_to_text'

export type DictationButtonProps = {
  /** Each final piece of dictated text; the input decides how to add it (e.g. append with a space). */
  onText: (text: string) => void
  /** What is dictated into, for the button's name: "Dictate into {fieldLabel}". */
  fieldLabel?: string
}

/**
 * A microphone button for a text input (spec 002 §4; §8 speech messages and dictation hints). It fits
 * an input's right section: what it has to say (listening, an error, the hint) opens beside it.
 */
export function DictationButton({ onText, fieldLabel }: DictationButtonProps) {
  const voice = useVoiceToText({ onText })
  const starting = voice.state.status === 'session-ready'
  const active = voice.listening || starting
  const name = active ? 'Stop dictation' : fieldLabel ? `Dictate into ${fieldLabel}` : 'Start dictation'
  const problem = voice.state.status === 'error' ? voice.state.message : null
  const opened = active || !!problem || !!voice.hint
  return (
    <Popover opened={opened} onDismiss={voice.dismiss} position="bottom-end" withArrow shadow="md" width={260}>
      <Popover.Target>
        <ActionIcon
          variant={active ? 'filled' : 'subtle'}
          color={active ? 'red' : 'gray'}
          aria-label={name}
          aria-pressed={active}
          onClick={() => (active ? voice.stop() : void voice.start())}
        >
          {active ? <IconPlayerStopFilled size={16} aria-hidden /> : <IconMicrophone size={18} aria-hidden />}
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <div role={problem ? 'alert' : 'status'} style={{ flex: 1 }}>
            {starting && <Text size="sm">Starting the microphone…</Text>}
            {voice.listening && (
              <Text size="sm">
                Listening…{' '}
                <Text span c="dimmed" size="sm">
                  {voice.interim}
                </Text>
              </Text>
            )}
            {problem && (
              <Text size="sm" c="red.8">
                {problem}
              </Text>
            )}
            {voice.hint && <Text size="sm">{voice.hint}</Text>}
          </div>
          {!active && <CloseButton size="sm" aria-label="Close" onClick={voice.dismiss} />}
        </Group>
      </Popover.Dropdown>
    </Popover>
  )
}
