import { Link } from '@inertiajs/react'
import { Anchor, Badge, Box, Container, Group, Stack, Text, Title } from '@mantine/core'
import { IconCalendarEvent, IconUsers } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { dayText, useZone } from '~/lib/time'
import type { Data } from '~generated/data'
import { cadenceLabel } from './cadence'

type SeriesStatus = Data.Series.Series['status']

const STATUS: Record<SeriesStatus, { label: string; color: string }> = {
  open: { label: 'Open for registration', color: 'teal' },
  enrollment_closed: { label: 'Enrollment closed', color: 'yellow' },
  closed: { label: 'Closed', color: 'gray' },
  ended: { label: 'Ended', color: 'gray' },
  canceled: { label: 'Canceled', color: 'red' },
}

export function StatusBadge({ status }: { status: SeriesStatus }) {
  return (
    <Badge variant="light" color={STATUS[status].color}>
      {STATUS[status].label}
    </Badge>
  )
}

export function hostLine(hosts: Data.Series.Series['hosts']) {
  if (hosts.length === 0) return null
  const names = hosts.map((host) => host.displayName.slice(0, 25))
  // spec 002 §9: host list shows 2 names; "and N others" beyond 2 hosts.
  if (names.length <= 2) return names.join(' and ')
  return `${names.slice(0, 2).join(', ')} and ${names.length - 2} ${names.length - 2 === 1 ? 'other' : 'others'}`
}

/** The band at the top of every series page. */
export function SeriesHeader({ series, children }: { series: Data.Series.Series; children?: ReactNode }) {
  const zone = useZone()
  const hosts = hostLine(series.hosts)
  return (
    <Box bg="gray.0" py={{ base: 'lg', sm: 'xl' }} style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="lg">
        <Stack gap={6}>
          <Group gap="xs">
            <Anchor component={Link} href={`/w/${series.world.slug}`} size="sm">
              {series.world.title}
            </Anchor>
            <StatusBadge status={series.status} />
            {series.template && (
              <Badge variant="outline" color="gray">
                {cadenceLabel(series.template.scheduleType, series.template.sessionsPerWeek)} · {series.template.sessionMinutes} min
              </Badge>
            )}
          </Group>
          <Title order={1}>{series.title}</Title>
          {series.skillsBuilder && (
            <Text size="sm" fw={500}>
              {series.skillsBuilder.level ? `Skills builder for the ${series.skillsBuilder.level} level` : 'Skills builder for all levels'}
            </Text>
          )}
          {hosts && <Text size="lg">Hosted by {hosts}</Text>}
          <Group gap="lg" mt={4}>
            {series.firstSessionAt && series.lastSessionAt && (
              <Group gap={6} wrap="nowrap">
                <IconCalendarEvent size={18} aria-hidden />
                <Text size="sm">
                  {dayText(series.firstSessionAt, zone)} – {dayText(series.lastSessionAt, zone)}
                </Text>
              </Group>
            )}
            <Group gap={6} wrap="nowrap">
              <IconUsers size={18} aria-hidden />
              <Text size="sm">
                Up to {series.maxLearners} {series.maxLearners === 1 ? 'learner' : 'learners'}
              </Text>
            </Group>
          </Group>
          {children}
        </Stack>
      </Container>
    </Box>
  )
}
