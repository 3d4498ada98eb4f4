import { ActionIcon, Button, Checkbox, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core'
import type { FormBlock } from '../shared/index'

/*
 * A list of simple questions edited as forms-engine blocks: short text, long text, single choice
 * and multiple choice, each with a required flag (questionnaires, issue 21 §3). The caller owns the
 * list and its limits; the server checks the blocks again.
 */
export type EditableQuestionType = 'text' | 'textarea' | 'radio' | 'multi-checkbox'
export type EditableQuestion = { name: string; type: EditableQuestionType; label: string; required: boolean; options: { value: string; label: string }[] }
export type QuestionLimits = { questions: number; label: number; optionsMin: number; optionsMax: number }

const TYPE_LABELS: Record<EditableQuestionType, string> = {
  'text': 'Short text',
  'textarea': 'Long text',
  'radio': 'Single choice',
  'multi-checkbox': 'Multiple choice',
}
const isChoice = (type: EditableQuestionType) => type === 'radio' || type === 'multi-checkbox'

/** Stored blocks as editable questions (blocks of other types are not offered by this editor). */
export function editableQuestions(blocks: FormBlock[]): EditableQuestion[] {
  return blocks
    .filter((block): block is FormBlock & { type: EditableQuestionType } => block.type in TYPE_LABELS)
    .map((block) => ({
      name: block.name,
      type: block.type,
      label: block.label,
      required: block.required === true,
      options: 'options' in block ? (block.options as { value: string; label: string }[]).map((option) => ({ ...option })) : [],
    }))
}

/** The questions as blocks to send: option values are their texts; text questions carry no options. */
export function questionsToSend(questions: EditableQuestion[]) {
  return questions.map((question) => ({
    name: question.name,
    type: question.type,
    label: question.label.trim(),
    required: question.required,
    ...(isChoice(question.type) ? { options: question.options.map((option) => ({ value: option.label.trim(), label: option.label.trim() })) } : {}),
  }))
}

/** The first problem a save would meet, said for the editor (null when none). */
export function questionListProblem(questions: EditableQuestion[], limits: QuestionLimits): string | null {
  if (questions.length > limits.questions) return `A questionnaire has at most ${limits.questions} questions.`
  for (const [index, question] of questions.entries()) {
    const number = index + 1
    if (!question.label.trim()) return `Question ${number} needs its text.`
    if (question.label.trim().length > limits.label) return `Question ${number} is longer than ${limits.label} characters.`
    if (!isChoice(question.type)) continue
    const labels = question.options.map((option) => option.label.trim())
    if (labels.length < limits.optionsMin || labels.length > limits.optionsMax) return `Question ${number} needs ${limits.optionsMin} to ${limits.optionsMax} options.`
    if (labels.some((label) => !label)) return `Every option of question ${number} needs its text.`
    if (labels.some((label) => label.length > limits.label)) return `An option of question ${number} is longer than ${limits.label} characters.`
    if (new Set(labels).size !== labels.length) return `Question ${number} has the same option twice.`
  }
  return null
}

const newName = () => `q${Math.random().toString(36).slice(2, 10)}`

export function QuestionListEditor({
  value,
  onChange,
  limits,
  disabled = false,
}: {
  value: EditableQuestion[]
  onChange: (next: EditableQuestion[]) => void
  limits: QuestionLimits
  disabled?: boolean
}) {
  const update = (index: number, patch: Partial<EditableQuestion>) => onChange(value.map((question, i) => (i === index ? { ...question, ...patch } : question)))
  const move = (index: number, by: -1 | 1) => {
    const next = [...value]
    ;[next[index], next[index + by]] = [next[index + by], next[index]]
    onChange(next)
  }
  return (
    <Stack gap="md">
      {value.length === 0 && <Text c="dimmed">No questions yet: learners register without answering anything.</Text>}
      {value.map((question, index) => {
        const number = index + 1
        return (
          <Paper key={question.name} withBorder radius="md" p="md" component="fieldset" aria-label={`Question ${number}`} disabled={disabled}>
            <Stack gap="sm">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Title order={3} fz="h5">
                  Question {number}
                </Title>
                <Group gap={4}>
                  <Button size="compact-xs" variant="subtle" onClick={() => move(index, -1)} disabled={index === 0} aria-label={`Move question ${number} up`}>
                    Up
                  </Button>
                  <Button size="compact-xs" variant="subtle" onClick={() => move(index, 1)} disabled={index === value.length - 1} aria-label={`Move question ${number} down`}>
                    Down
                  </Button>
                  <Button size="compact-xs" variant="subtle" color="red" onClick={() => onChange(value.filter((_, i) => i !== index))} aria-label={`Remove question ${number}`}>
                    Remove
                  </Button>
                </Group>
              </Group>
              <TextInput
                label={`Question ${number} text`}
                value={question.label}
                maxLength={limits.label}
                required
                onChange={(event) => update(index, { label: event.currentTarget.value })}
              />
              <Group gap="md" align="flex-end" wrap="wrap">
                <Select
                  label={`Question ${number} type`}
                  data={Object.entries(TYPE_LABELS).map(([type, label]) => ({ value: type, label }))}
                  value={question.type}
                  allowDeselect={false}
                  style={{ flex: '1 1 180px' }}
                  onChange={(type) => {
                    if (!type) return
                    const next = type as EditableQuestionType
                    const options = isChoice(next) && question.options.length === 0 ? [{ value: '', label: '' }, { value: '', label: '' }] : question.options
                    update(index, { type: next, options })
                  }}
                />
                <Checkbox label="Required" checked={question.required} onChange={(event) => update(index, { required: event.currentTarget.checked })} mb={8} />
              </Group>
              {isChoice(question.type) && (
                <Stack gap="xs">
                  <Text size="sm" fw={500}>
                    Options
                  </Text>
                  {question.options.map((option, position) => (
                    <Group key={position} gap="xs" wrap="nowrap">
                      <TextInput
                        aria-label={`Option ${position + 1} of question ${number}`}
                        value={option.label}
                        maxLength={limits.label}
                        style={{ flex: 1 }}
                        onChange={(event) => {
                          const text = event.currentTarget.value
                          update(index, { options: question.options.map((o, p) => (p === position ? { value: text, label: text } : o)) })
                        }}
                      />
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove option ${position + 1} of question ${number}`}
                        disabled={question.options.length <= limits.optionsMin}
                        onClick={() => update(index, { options: question.options.filter((_, p) => p !== position) })}
                      >
                        ×
                      </ActionIcon>
                    </Group>
                  ))}
                  {question.options.length < limits.optionsMax && (
                    <Button size="xs" variant="light" w="fit-content" onClick={() => update(index, { options: [...question.options, { value: '', label: '' }] })}>
                      Add an option to question {number}
                    </Button>
                  )}
                </Stack>
              )}
            </Stack>
          </Paper>
        )
      })}
      {value.length < limits.questions && !disabled && (
        <Button variant="light" w="fit-content" onClick={() => onChange([...value, { name: newName(), type: 'text', label: '', required: false, options: [] }])}>
          Add a question
        </Button>
      )}
    </Stack>
  )
}
