import type { ReactNode } from 'react'
import { SimpleGrid, Stack, Text } from '@mantine/core'

/** Label / value pairs, two columns on wide screens. */
export function DetailList({ items }: { items: Array<{ label: string; value: ReactNode }> }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" component="dl" m={0}>
      {items.map((item) => (
        <Stack key={item.label} gap={2}>
          <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
            {item.label}
          </Text>
          <Text component="dd" m={0} style={{ wordBreak: 'break-word' }}>
            {item.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  )
}
