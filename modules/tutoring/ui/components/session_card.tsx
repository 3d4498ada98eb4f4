import { Link } from '@inertiajs/react'
import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core'
import { IconCalendarEvent, IconUser } from '@tabler/icons-react'
import type { Data } from '~generated/data'
import { seatsText } from '~/lib/seats'
import { useZone, whenText } from '~/lib/time'
import { STATE_LABELS } from './format'

/** One session in a list (explore, world lists): title, time in the viewer's zone, host, seats. */
export function SessionCard({ session }: { session: Data.Tutoring.SessionCard }) {
  const zone = useZone()
  const state = STATE_LABELS[session.state]
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={`session-${session.id}-title`}>
      <Stack gap="xs" h="100%">
        <Group gap={6} wrap="wrap">
          <Badge variant="light" color="haven">
            {session.topicName}
          </Badge>
          {session.state === 'in_progress' && <Badge color={state.color} variant="light">{state.label}</Badge>}
          {session.registered && (
            <Badge variant="filled" color="teal">
              Registered
            </Badge>
          )}
        </Group>
        <Anchor component={Link} href={`/session/${session.id}`} fw={700} fz="lg" c="inherit" id={`session-${session.id}-title`} lineClamp={2}>
          {session.title}
        </Anchor>
        <Group gap={6} wrap="nowrap">
          <IconCalendarEvent size={16} aria-hidden />
          <Text size="sm">{whenText(session.startDate, session.endDate, zone)}</Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconUser size={16} aria-hidden />
          <Text size="sm" truncate>
            {session.hostName}
          </Text>
        </Group>
        <Group justify="space-between" mt="auto" pt="xs" wrap="wrap" gap="xs">
          <Text size="xs" c="dimmed">
            {session.worldTitle} · {session.languages.map((l) => l.toUpperCase()).join(', ')}
          </Text>
          <Badge variant={session.seatsLeft > 0 ? 'outline' : 'filled'} color={session.seatsLeft > 0 ? 'haven' : 'gray'}>
            {seatsText(session.seatsLeft)}
          </Badge>
        </Group>
      </Stack>
    </Card>
  )
}
