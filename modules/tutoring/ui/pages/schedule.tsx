import { Link, router } from '@inertiajs/react'
import { Anchor, Badge, Button, Container, Group, Pagination, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core'
import { IconCalendarShare } from '@tabler/icons-react'
import { PageHeader } from '~/components/page_header'
import type { Data } from '~generated/data'
import { useZone, whenText } from '~/lib/time'

type Props = {
  show: 'upcoming' | 'past'
  sessions: Data.Tutoring.ScheduleItem[]
  sessionsMeta: { total: number; currentPage: number; lastPage: number; perPage: number }
  highlight: number | null
}

const ROLE_LABELS = { 'learner': 'Learner', 'main': 'Host', 'co-host': 'Co-host' } as const

/** tutoring/schedule — /schedule?show=upcoming|past: the sessions one attends or hosts. */
export default function Schedule({ show, sessions, sessionsMeta, highlight }: Props) {
  const zone = useZone()
  const meta = sessionsMeta
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader
        title="My schedule"
        description="Sessions you registered for or host."
        actions={
          <Button component={Link} href="/settings/calendar" variant="default" leftSection={<IconCalendarShare size={16} aria-hidden />}>
            Calendar feed
          </Button>
        }
      />
      <SegmentedControl
        mb="lg"
        value={show}
        onChange={(value) => router.get('/schedule', value === 'past' ? { show: 'past' } : {})}
        data={[
          { value: 'upcoming', label: 'Upcoming' },
          { value: 'past', label: 'Past' },
        ]}
        aria-label="Which sessions"
      />
      {sessions.length === 0 ? (
        <Paper withBorder radius="md" p="xl" ta="center">
          <Title order={2} size="h4" mb="xs">
            {show === 'upcoming' ? 'Nothing scheduled yet' : 'No past sessions yet'}
          </Title>
          <Text c="dimmed" mb="md">
            Find a live session on a topic you are studying.
          </Text>
          <Button component={Link} href="/explore">
            Explore sessions
          </Button>
        </Paper>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {sessions.map((item) => (
            <Paper
              key={item.id}
              component="li"
              withBorder
              radius="md"
              p="md"
              style={item.id === highlight ? { borderColor: 'var(--mantine-color-haven-6)', borderWidth: 2 } : undefined}
            >
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
                  <Anchor component={Link} href={`/session/${item.id}`} fw={700} c="inherit">
                    {item.title}
                  </Anchor>
                  <Text size="sm">{whenText(item.startDate, item.endDate, zone)}</Text>
                  <Text size="xs" c="dimmed">
                    {item.topicName} · {item.worldTitle} · with {item.hostName}
                  </Text>
                </Stack>
                <Group gap={6}>
                  {item.canceled && <Badge color="red">Canceled</Badge>}
                  {item.state === 'in_progress' && <Badge color="green" variant="light">In progress</Badge>}
                  <Badge variant="light" color={item.role === 'learner' ? 'teal' : 'haven'}>
                    {ROLE_LABELS[item.role]}
                  </Badge>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {meta.lastPage > 1 && (
        <Group justify="center" mt="xl">
          <Pagination
            total={meta.lastPage}
            value={meta.currentPage}
            onChange={(page) => router.get('/schedule', { ...(show === 'past' ? { show } : {}), page })}
            getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
          />
        </Group>
      )}
    </Container>
  )
}
