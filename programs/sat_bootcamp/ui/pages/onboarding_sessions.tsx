import { Link, router } from '@inertiajs/react'
import { Alert, Anchor, Badge, Button, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import type { Data } from '~generated/data'
import { PageHeader } from '~/components/page_header'
import { whenText, useZone } from '~/lib/time'

type Props = {
  test: { title: string; opensAt: string; deadline: string; open: boolean } | null
  sessions: Data.Programs.SatBootcamp.OnboardingSession[]
  consentNeeded: boolean
  links: Record<'requestConsent' | 'agreement' | 'publish', string>
}

function SessionCard({ session, canJoin }: { session: Props['sessions'][number]; canJoin: boolean }) {
  const zone = useZone()
  const [busy, setBusy] = useState(false)
  return (
    <Card withBorder radius="md">
      <Stack gap={6}>
        <Title order={3} fz="h4">
          {session.title}
        </Title>
        <Text size="sm">{whenText(session.startsAt, session.endsAt, zone)}</Text>
        <Text size="sm">With {session.hostName}</Text>
        {session.registered ? (
          <Badge color="green" variant="light">
            You are signed up
          </Badge>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {session.seatsLeft === 1 ? '1 seat left' : `${session.seatsLeft} seats left`}
            </Text>
            <Button
              disabled={!canJoin || session.seatsLeft === 0}
              loading={busy}
              aria-label={`Sign up for ${session.title}`}
              onClick={() => router.post(`/sat-bootcamp/onboarding-sessions/${session.id}/register`, {}, { preserveScroll: true, onStart: () => setBusy(true), onFinish: () => setBusy(false) })}
            >
              Sign up
            </Button>
          </>
        )}
        <Anchor component={Link} href={`/sessions/${session.id}`} size="sm">
          Session details
        </Anchor>
      </Stack>
    </Card>
  )
}

/* /sat-bootcamp/onboarding-sessions: the live SAT test's onboarding sessions, for tutors (spec 001 §4.3). */
export default function OnboardingSessions({ test, sessions, consentNeeded, links }: Props) {
  const canJoin = Boolean(test?.open) && !consentNeeded
  return (
    <Container size="md" py="xl">
      <PageHeader
        title="SAT bootcamp onboarding sessions"
        description="New bootcamp tutors attend one onboarding session before publishing their first bootcamp."
      />
      <Stack gap="lg">
        {test ? (
          <Text>
            {test.open ? `For the ${test.title} bootcamps: sign up by ${test.deadline} (New York time).` : `Onboarding for the ${test.title} bootcamps opens on ${test.opensAt} (New York time).`}
          </Text>
        ) : (
          <Text>No SAT test is scheduled yet.</Text>
        )}
        {consentNeeded && (
          <Alert variant="light" color="blue" title="Ask a parent or guardian first">
            <Text mb="xs">Tutors under 18 need a parent or guardian's consent before joining an onboarding session.</Text>
            <Button component={Link} href={links.requestConsent} size="xs">
              Ask a parent or guardian
            </Button>
          </Alert>
        )}
        <section aria-labelledby="sessions-heading">
          <Title order={2} fz="h3" mb="sm" id="sessions-heading">
            Upcoming sessions
          </Title>
          {sessions.length === 0 ? (
            <Text c="dimmed">No onboarding session is scheduled yet. Check back soon.</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {sessions.map((session) => (
                <SessionCard key={session.id} session={session} canJoin={canJoin} />
              ))}
            </SimpleGrid>
          )}
        </section>
        <Anchor component={Link} href={links.agreement}>
          Your steps to become an SAT bootcamp tutor
        </Anchor>
      </Stack>
    </Container>
  )
}
