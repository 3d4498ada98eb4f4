import { Link, router } from '@inertiajs/react'
import { Badge, Card, Group, Pagination, Stack, Text, Title } from '@mantine/core'
import { IconCalendarEvent } from '@tabler/icons-react'
import { useZone, whenText } from '~/lib/time'
import type { UpcomingSessionItem } from '../../queries/public_lists.js'
import { urlFor } from '~/lib/routes'

/** The outlet's props, as tutoring's module.ts sends them (listUpcomingSessions). */
type UpcomingSessionsPage = { data: UpcomingSessionItem[]; meta: { total: number; currentPage: number; lastPage: number } }

/**
 * The world page's upcoming sessions: tutoring fills the world page's `world.sections` outlet with
 * this component (worlds sits below tutoring and never imports it). Paginated by ?page=.
 */
export default function WorldUpcomingSessions({ slug, sessions }: { slug: string; sessions: UpcomingSessionsPage }) {
  const timeZone = useZone()
  return (
    <Stack gap="sm" component="section" aria-labelledby="world-sessions">
      <Title order={2} size="h3" id="world-sessions">
        Upcoming sessions
      </Title>
      {sessions.data.length === 0 ? (
        <Text c="dimmed">No sessions are scheduled yet. Check back soon!</Text>
      ) : (
        sessions.data.map((session) => (
          <Card key={session.id} withBorder radius="md" padding="md" component={Link} href={urlFor('tutoring.sessions.show', { id: session.id })}>
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
              <Stack gap={2} style={{ flex: '1 1 220px', minWidth: 0 }}>
                <Text fw={600}>{session.title}</Text>
                <Text size="sm" c="dimmed">
                  {session.topicName} · with {session.hostName}
                </Text>
                <Group gap={6} wrap="nowrap">
                  <IconCalendarEvent size={16} aria-hidden />
                  <Text size="sm">{whenText(session.startDate, session.endDate, timeZone)}</Text>
                </Group>
              </Stack>
              <Badge variant="light" color={session.seatsLeft > 0 ? 'teal' : 'gray'}>
                {session.seatsLeft > 0 ? `${session.seatsLeft} ${session.seatsLeft === 1 ? 'seat' : 'seats'} left` : 'Full'}
              </Badge>
            </Group>
          </Card>
        ))
      )}
      {sessions.meta.lastPage > 1 && (
        <Pagination
          total={sessions.meta.lastPage}
          value={sessions.meta.currentPage}
          onChange={(page) => router.get(urlFor('worlds.show', { worldSlug: slug }), { page }, { preserveScroll: true, only: ['sections'] })}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
        />
      )}
    </Stack>
  )
}
