import { Link } from '@inertiajs/react'
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core'
import { rangeWithYearText, useZone } from '~/lib/time'
import type { Data } from '~generated/data'

/** The series' sessions in the viewer's zone; each links to its session page. */
export function SessionList({ sessions, offset = 0 }: { sessions: Data.Series.Session[]; offset?: number }) {
  const zone = useZone()
  if (sessions.length === 0) return <Text c="dimmed">No sessions are scheduled.</Text>
  const now = Date.now()
  return (
    <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {sessions.map((session, index) => {
        const past = new Date(session.endDate).getTime() < now
        return (
          <Paper key={session.id} component="li" withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0} style={{ flex: '1 1 220px', minWidth: 0 }}>
                <Text size="sm" c="dimmed">
                  Session {offset + index + 1}
                </Text>
                <Anchor fw={600} component={Link} href={`/session/${session.id}`} td={session.canceled ? 'line-through' : undefined}>
                  {rangeWithYearText(session.startDate, session.endDate, zone)}
                </Anchor>
              </Stack>
              {session.canceled ? (
                <Badge color="red" variant="light">
                  Canceled
                </Badge>
              ) : past ? (
                <Badge color="gray" variant="light">
                  {session.hosted ? 'Done' : 'Past'}
                </Badge>
              ) : null}
            </Group>
          </Paper>
        )
      })}
    </Stack>
  )
}
