import type { ReactNode } from 'react'
import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react'

type Props<T> = {
  items: T[]
  onChange: (items: T[]) => void
  blank: () => T
  max: number
  /** What one item is called, e.g. "source". */
  noun: string
  itemLabel: (item: T, index: number) => string
  renderItem: (item: T, index: number, update: (item: T) => void) => ReactNode
  emptyText: string
}

/** An ordered list of small records: add, remove, move up and down. */
export function ListEditor<T>({ items, onChange, blank, max, noun, itemLabel, renderItem, emptyText }: Props<T>) {
  const update = (index: number) => (item: T) => onChange(items.map((current, i) => (i === index ? item : current)))
  const move = (index: number, by: number) => {
    const next = [...items]
    const [item] = next.splice(index, 1)
    next.splice(index + by, 0, item)
    onChange(next)
  }
  return (
    <Stack gap="sm">
      {items.length === 0 && <Text c="dimmed">{emptyText}</Text>}
      {items.map((item, index) => (
        <Paper key={index} withBorder radius="md" p="sm">
          <Group align="flex-start" gap="sm" wrap="nowrap">
            <div style={{ flex: 1, minWidth: 0 }}>{renderItem(item, index, update(index))}</div>
            <Stack gap={4} mt={24}>
              <ActionIcon variant="subtle" aria-label={`Move ${itemLabel(item, index)} up`} disabled={index === 0} onClick={() => move(index, -1)}>
                <IconArrowUp size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                aria-label={`Move ${itemLabel(item, index)} down`}
                disabled={index === items.length - 1}
                onClick={() => move(index, 1)}
              >
                <IconArrowDown size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${itemLabel(item, index)}`}
                onClick={() => onChange(items.filter((_, i) => i !== index))}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Stack>
          </Group>
        </Paper>
      ))}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} disabled={items.length >= max} onClick={() => onChange([...items, blank()])}>
          Add {noun}
        </Button>
        <Text size="sm" c="dimmed">
          {items.length} of at most {max}
        </Text>
      </Group>
    </Stack>
  )
}
