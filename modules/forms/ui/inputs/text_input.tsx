import { Group, Text, Textarea, TextInput } from '@mantine/core'
import { lengthCounter, type TextBlock } from '../../shared/index'
import type { FormInputProps } from '../input_registry'

/** The counter "n/max" under a text input and its hint (spec 001 §5.1). */
function Counter({ block, value }: { block: TextBlock; value: string }) {
  const { text, hint } = lengthCounter(block, value)
  if (!text && !hint) return null
  return (
    <Group justify="space-between" gap="xs" mt={4} wrap="nowrap">
      {/* Announced when it appears: the visible count itself would be read on every keystroke. */}
      <Text size="xs" c={hint ? 'red.8' : 'dimmed'} aria-live="polite">
        {hint}
      </Text>
      {text && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {text}
        </Text>
      )}
    </Group>
  )
}

/** text and textarea (spec 001 §3.10); the value is submitted trimmed (valuesToSubmit). */
export function TextBlockInput({ block, value, onChange, field, readOnly }: FormInputProps<TextBlock, string | undefined>) {
  const text = value ?? ''
  const common = {
    ...field,
    value: text,
    placeholder: block.placeholder,
    readOnly,
    // A display-only block reads as a value, not as a box waiting for input.
    variant: readOnly ? 'filled' : 'default',
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.currentTarget.value),
    inputContainer: (children: React.ReactNode) => (
      <>
        {children}
        {!readOnly && <Counter block={block} value={text} />}
      </>
    ),
  }
  return block.type === 'textarea' ? <Textarea {...common} autosize minRows={3} maxRows={12} /> : <TextInput {...common} />
}
