import { Link } from '@inertiajs/react'
import { Button, Group, Paper, Text, Title } from '@mantine/core'

/** The session page's peer-review section (peer review fills tutoring's 'session.sections'). */
export default function SessionLink({ href, label, description }: { href: string; label: string; description: string }) {
  return (
    <Paper withBorder radius="md" p="md" mt="xl" component="section" aria-labelledby="session-peer-review">
      <Title order={2} size="h4" id="session-peer-review" mb="xs">
        Peer review
      </Title>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm">{description}</Text>
        <Button component={Link} href={href} variant="light">
          {label}
        </Button>
      </Group>
    </Paper>
  )
}
