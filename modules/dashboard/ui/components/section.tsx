import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import { Anchor, Box, Button, Group, Paper, Text, Title } from '@mantine/core'

/** A titled dashboard section; `id` labels it for screen readers. */
export function Section({ id, title, description, link, children }: {
  id: string
  title: string
  description?: ReactNode
  link?: { href: string; label: string }
  children: ReactNode
}) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Group justify="space-between" align="baseline" gap="xs" mb={description ? 4 : 'sm'} wrap="wrap">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {link && (
          <Anchor component={Link} href={link.href} size="sm">
            {link.label}
          </Anchor>
        )}
      </Group>
      {description && (
        <Text size="sm" c="dimmed" mb="sm">
          {description}
        </Text>
      )}
      {children}
    </Box>
  )
}

/** What an empty list says, with one way forward. */
export function EmptyState({ title, body, action }: { title: string; body: string; action?: { href: string; label: string } }) {
  return (
    <Paper withBorder radius="md" p="lg" ta="center">
      <Text fw={600} mb={4}>
        {title}
      </Text>
      <Text size="sm" c="dimmed" mb={action ? 'md' : 0}>
        {body}
      </Text>
      {action && (
        <Button component={Link} href={action.href} variant="light">
          {action.label}
        </Button>
      )}
    </Paper>
  )
}
