import type { ReactNode } from 'react'
import { Head } from '@inertiajs/react'
import { Group, Stack, Text, Title } from '@mantine/core'

type Props = {
  /** The page's h1, also its document title ("<title> · Peerhaven"). */
  title: string
  description?: ReactNode
  /** Buttons shown beside the title (below it on narrow screens). */
  actions?: ReactNode
}

export function PageHeader({ title, description, actions }: Props) {
  return (
    <Group justify="space-between" align="flex-end" gap="md" mb="xl">
      <Head title={title} />
      <Stack gap={4} style={{ flex: '1 1 280px' }}>
        <Title order={1}>{title}</Title>
        {description && <Text c="dimmed">{description}</Text>}
      </Stack>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  )
}
