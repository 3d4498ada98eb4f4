import { useState } from 'react'
import { Link, router } from '@inertiajs/react'
import { Anchor, Badge, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconCalendarEvent, IconDoorEnter, IconPlus, IconUser } from '@tabler/icons-react'
import { PageHeader } from '~/components/page_header'
import { ListPager } from '~/components/list_footer'
import { seatsText } from '~/lib/seats'
import { useZone, whenText } from '~/lib/time'
import type { Data } from '~generated/data'

type Space = Data.StudySpaces.StudySpace

type Props = {
  spaces: Space[]
  meta: { total: number; totalCapped?: boolean; currentPage: number; lastPage: number; perPage: number }
  signedIn: boolean
  canHost: boolean
}

/** "4:50 PM" in the viewer's zone: when a study space opens for drop-ins (10 minutes before the start). */
function opensText(startIso: string, zone: string) {
  const opens = new Date(new Date(startIso).getTime() - 10 * 60_000)
  return new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short', hour: 'numeric', minute: '2-digit' }).format(opens)
}

function SpaceCard({ space, signedIn }: { space: Space; signedIn: boolean }) {
  const zone = useZone()
  const [busy, setBusy] = useState(false)
  const live = space.status === 'live'
  const titleId = `study-space-${space.id}-title`

  function join() {
    setBusy(true)
    router.post(`/study-spaces/${space.id}/join`, {}, { preserveScroll: true, onFinish: () => setBusy(false) })
  }

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={titleId}>
      <Stack gap="xs" h="100%">
        <Group gap={6} wrap="wrap">
          <Badge variant="light" color="haven">
            {space.topicName}
          </Badge>
          {live && (
            <Badge color="green" variant="filled">
              Live now
            </Badge>
          )}
          {space.joined && (
            <Badge color="teal" variant="light">
              You're in
            </Badge>
          )}
        </Group>
        <Anchor component={Link} href={`/session/${space.id}`} fw={700} fz="lg" c="inherit" id={titleId} lineClamp={2}>
          {space.title}
        </Anchor>
        <Group gap={6} wrap="nowrap">
          <IconCalendarEvent size={16} aria-hidden />
          <Text size="sm">{whenText(space.startDate, space.endDate, zone)}</Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconUser size={16} aria-hidden />
          <Text size="sm" truncate>
            Hosted by {space.hostName}
          </Text>
        </Group>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="xs" c="dimmed">
            {space.worldTitle} · {space.languages.map((l) => l.toUpperCase()).join(', ')}
          </Text>
          <Badge variant={space.seatsLeft > 0 ? 'outline' : 'filled'} color={space.seatsLeft > 0 ? 'haven' : 'gray'}>
            {seatsText(space.seatsLeft)}
          </Badge>
        </Group>
        <Group mt="auto" pt="xs">
          {live && signedIn && (space.joined || space.seatsLeft > 0) && (
            <Button onClick={join} loading={busy} leftSection={<IconDoorEnter size={18} aria-hidden />} aria-describedby={titleId}>
              {space.joined ? 'Rejoin' : 'Join now'}
            </Button>
          )}
          {live && signedIn && !space.joined && space.seatsLeft <= 0 && <Text size="sm">This study space is full.</Text>}
          {live && !signedIn && (
            <Button component={Link} href={`/login?returnTo=${encodeURIComponent('/study-spaces')}`} variant="light">
              Sign in to join
            </Button>
          )}
          {!live && (
            <Text size="sm" c="dimmed">
              Opens for drop-ins {opensText(space.startDate, zone)}
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  )
}

/** A titled grid of study spaces (Live now, Coming up); nothing when it has none. */
function SpaceSection({ id, title, spaces, signedIn }: { id: string; title: string; spaces: Space[]; signedIn: boolean }) {
  if (spaces.length === 0) return null
  return (
    <Stack gap="sm" component="section" aria-labelledby={id} mb="xl">
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {spaces.map((space) => (
          <SpaceCard key={space.id} space={space} signedIn={signedIn} />
        ))}
      </SimpleGrid>
    </Stack>
  )
}

/** study_spaces/index — /study-spaces: live and upcoming drop-in study rooms (issue 18 §3). */
export default function StudySpaces({ spaces, meta, signedIn, canHost }: Props) {
  const live = spaces.filter((s) => s.status === 'live')
  const upcoming = spaces.filter((s) => s.status !== 'live')
  const go = (page: number) => router.get('/study-spaces', page > 1 ? { page: String(page) } : {}, { preserveScroll: false })

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader
        title="Study Spaces"
        description="Open co-working rooms hosted by volunteer tutors. No registration: drop in while a space is live, study alongside others, and ask the host when you are stuck."
        actions={
          canHost && (
            <Button component={Link} href="/session/new?format=study-space" leftSection={<IconPlus size={16} aria-hidden />}>
              Host a study space
            </Button>
          )
        }
      />

      {spaces.length === 0 && (
        <Text c="dimmed">No study spaces are scheduled right now. Check back soon{canHost ? ', or host one' : ''}.</Text>
      )}

      <SpaceSection id="study-spaces-live" title="Live now" spaces={live} signedIn={signedIn} />
      <SpaceSection id="study-spaces-upcoming" title="Coming up" spaces={upcoming} signedIn={signedIn} />

      <Group justify="center">
        <ListPager meta={meta} onPage={go} />
      </Group>
    </Container>
  )
}
