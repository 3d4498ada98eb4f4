import { useState } from 'react'
import { Link } from '@inertiajs/react'
import { Anchor, Badge, Card, Group, Pagination, Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import { IconCalendarEvent, IconUser } from '@tabler/icons-react'
import type { Data } from '~generated/data'
import { seatsText } from '~/lib/seats'
import { instantText, useZone, whenText } from '~/lib/time'

const ROLE_LABELS = { 'learner': 'Registered', 'main': 'Host', 'co-host': 'Co-host' } as const

const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const

/** The user's own sessions: title, time in their zone, topic, world, host, role. */
export function SessionList({ sessions, showSeats = false }: { sessions: Data.Dashboard.Session[]; showSeats?: boolean }) {
  const zone = useZone()
  return (
    <Stack gap="sm" component="ul" style={listStyle}>
      {sessions.map((item) => (
        <Paper key={item.id} component="li" withBorder radius="md" p="md">
          <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
            <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
              <Anchor component={Link} href={`/session/${item.id}`} fw={700} c="inherit">
                {item.title}
              </Anchor>
              <Text size="sm">{whenText(item.startDate, item.endDate, zone)}</Text>
              <Text size="xs" c="dimmed">
                {item.topicName} · {item.worldTitle}
                {item.role === 'learner' ? ` · with ${item.hostName}` : ''}
              </Text>
            </Stack>
            <Group gap={6}>
              {item.canceled && <Badge color="red">Canceled</Badge>}
              {item.inProgress && <Badge color="green">In progress</Badge>}
              {showSeats && !item.canceled && (
                <Badge variant="outline" color="gray">
                  {item.maxLearners - item.seatsLeft} / {item.maxLearners} learners
                </Badge>
              )}
              <Badge variant="light" color={item.role === 'learner' ? 'teal' : 'haven'}>
                {ROLE_LABELS[item.role]}
              </Badge>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  )
}

const SERIES_PER_PAGE = 5

/** Series, with their next session; paginated on the page when there are more than five. */
export function SeriesList({ series, label }: { series: Data.Dashboard.Series[]; label: string }) {
  const zone = useZone()
  const [page, setPage] = useState(1)
  const pages = Math.max(1, Math.ceil(series.length / SERIES_PER_PAGE))
  const shown = series.slice((page - 1) * SERIES_PER_PAGE, page * SERIES_PER_PAGE)
  return (
    <Stack gap="sm">
      <Stack gap="sm" component="ul" style={listStyle} aria-label={label}>
        {shown.map((item) => (
          <Paper key={item.id} component="li" withBorder radius="md" p="md">
            <Anchor component={Link} href={`/series/${item.id}`} fw={700} c="inherit">
              {item.title}
            </Anchor>
            <Text size="sm" c="dimmed">
              {item.nextSessionAt ? `Next session: ${instantText(item.nextSessionAt, zone)}` : 'No sessions ahead'}
            </Text>
          </Paper>
        ))}
      </Stack>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={setPage}
          size="sm"
          getItemProps={(n) => ({ 'aria-label': `${label}, page ${n}` })}
          getControlProps={(control) => ({ 'aria-label': control === 'next' ? 'Next page' : control === 'previous' ? 'Previous page' : control })}
        />
      )}
    </Stack>
  )
}

const REASONS: Record<Data.Dashboard.RecommendedSession['reason'], { label: string; color: string }> = {
  topic: { label: 'A topic you follow', color: 'grape' },
  world: { label: 'From your community', color: 'teal' },
  soon: { label: 'Starting soon', color: 'gray' },
}

/** Suggested sessions as cards. */
export function RecommendedGrid({ sessions }: { sessions: Data.Dashboard.RecommendedSession[] }) {
  const zone = useZone()
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" component="ul" style={listStyle}>
      {sessions.map((session) => (
        <Card key={session.id} component="li" withBorder radius="md" padding="md">
          <Stack gap="xs" h="100%">
            <Group gap={6} wrap="wrap">
              <Badge variant="light" color="haven">
                {session.topicName}
              </Badge>
              <Badge variant="dot" color={REASONS[session.reason].color}>
                {REASONS[session.reason].label}
              </Badge>
            </Group>
            <Anchor component={Link} href={`/session/${session.id}`} fw={700} c="inherit" lineClamp={2}>
              {session.title}
            </Anchor>
            <Group gap={6} wrap="nowrap">
              <IconCalendarEvent size={16} aria-hidden style={{ flexShrink: 0 }} />
              <Text size="sm">{whenText(session.startDate, session.endDate, zone)}</Text>
            </Group>
            <Group gap={6} wrap="nowrap">
              <IconUser size={16} aria-hidden style={{ flexShrink: 0 }} />
              <Text size="sm" truncate>
                {session.hostName}
              </Text>
            </Group>
            <Group justify="flex-end" mt="auto" pt="xs">
              <Badge variant="outline" color="haven">
                {seatsText(session.seatsLeft)}
              </Badge>
            </Group>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  )
}
