import { Chip, Group, Stack, Text } from '@mantine/core'
import { NPS_MAX, NPS_MIN } from '../../shared/index'

/** A 0–10 scale (spec 002 §9 "NPS scale 0 to 10"): one labelled radio group, keyboard-usable. */
export function NpsScale({ label, value, onChange }: { label: string; value: number | null; onChange: (value: number) => void }) {
  const scores = Array.from({ length: NPS_MAX - NPS_MIN + 1 }, (_, index) => NPS_MIN + index)
  return (
    <Stack gap={4} role="radiogroup" aria-label={label}>
      <Text size="sm" fw={500}>
        {label} <Text span c="red">*</Text>
      </Text>
      <Chip.Group value={value === null ? '' : String(value)} onChange={(next) => onChange(Number(next))}>
        <Group gap={4}>
          {scores.map((score) => (
            <Chip key={score} value={String(score)} size="xs" variant="outline" aria-label={`${score} out of ${NPS_MAX}`}>
              {score}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Group justify="space-between">
        <Text size="xs" c="dimmed">Not likely</Text>
        <Text size="xs" c="dimmed">Very likely</Text>
      </Group>
    </Stack>
  )
}
