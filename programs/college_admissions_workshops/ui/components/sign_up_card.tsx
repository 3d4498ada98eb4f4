import { Link, useForm } from '@inertiajs/react'
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import { IconCalendarEvent, IconCircleCheck } from '@tabler/icons-react'

export type Audience = 'learner' | 'tutor'

export type IterationSummary = {
  key: string
  title: string
  phase: 'upcoming' | 'tutor_registration' | 'learner_registration' | 'registration_closed' | 'running' | 'ended'
  dates: string
  tutorRegistrationOpens: string
  learnerRegistrationOpens: string
  learnerDeadline: string
  offerings: string[]
  learnerOpen: boolean
  tutorOpen: boolean
}

export type WaitlistState = { iteration: string; iterationTitle: string | null; joined: boolean }

export type Links = { browse: string; host: string; findAProgram: string; signUp: string; signIn: string }

type Props = {
  view: Audience
  iteration: IterationSummary | null
  lastEnded: string | null
  signedIn: boolean
  waitlist: WaitlistState
  links: Links
}

function WaitlistControls({ view, waitlist, signedIn, links }: Pick<Props, 'view' | 'waitlist' | 'signedIn' | 'links'>) {
  const form = useForm({ audience: view })
  const target = waitlist.iterationTitle ? `the ${waitlist.iterationTitle} workshops` : 'the next workshops'

  if (!signedIn) {
    return (
      <Stack gap="xs">
        <Text fz="sm">Create a free account to join the waitlist for {target}.</Text>
        <Group gap="sm">
          <Button component="a" href={links.signUp} data-testid="caw-sign-up">
            Sign up
          </Button>
          <Button component="a" href={links.signIn} variant="default">
            Sign in
          </Button>
        </Group>
      </Stack>
    )
  }

  if (waitlist.joined) {
    return (
      <Stack gap="xs">
        <Group gap={6} wrap="nowrap">
          <IconCircleCheck size={20} color="var(--mantine-color-teal-7)" aria-hidden="true" style={{ flexShrink: 0 }} />
          <Text fz="sm" fw={600}>
            You are on the waitlist for {target}. We will email you when registration opens.
          </Text>
        </Group>
        <form
          onSubmit={(event) => {
            event.preventDefault()
            form.post('/college-admissions/waitlist/leave', { preserveScroll: true })
          }}
        >
          <Button type="submit" variant="subtle" color="gray" size="compact-sm" loading={form.processing}>
            Leave the waitlist
          </Button>
        </form>
      </Stack>
    )
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        form.post('/college-admissions/waitlist', { preserveScroll: true })
      }}
    >
      <Stack gap="xs" align="flex-start">
        <Text fz="sm">Join the waitlist and we will email you when registration opens for {target}.</Text>
        <Button type="submit" loading={form.processing} data-testid="caw-join-waitlist">
          Join the waitlist
        </Button>
      </Stack>
    </form>
  )
}

function Status({ view, iteration, lastEnded }: Pick<Props, 'view' | 'iteration' | 'lastEnded'>) {
  if (!iteration) {
    return (
      <Text>
        No workshops are scheduled right now{lastEnded ? `; the last ones ended on ${lastEnded}` : ''}. New
        dates are announced here first.
      </Text>
    )
  }
  const open = view === 'learner' ? iteration.learnerOpen : iteration.tutorOpen
  if (open) {
    return (
      <Stack gap={4}>
        <Text>
          {view === 'learner' ? 'Registration' : 'Hosting sign-up'} is open for the <strong>{iteration.title}</strong>{' '}
          workshops ({iteration.dates}).
        </Text>
        <Text fz="sm" c="dimmed">
          {view === 'learner' ? 'Register' : 'Publish your workshop'} by {iteration.learnerDeadline}.
        </Text>
      </Stack>
    )
  }
  const opens = view === 'learner' ? iteration.learnerRegistrationOpens : iteration.tutorRegistrationOpens
  return (
    <Text>
      {view === 'learner' ? 'Registration' : 'Hosting sign-up'} for the <strong>{iteration.title}</strong> workshops (
      {iteration.dates}) opens on {opens}.
    </Text>
  )
}

/** The sign-up card (spec 000 §2.2): what is open now, the next step, and the waitlist. */
export function SignUpCard({ view, iteration, lastEnded, signedIn, waitlist, links }: Props) {
  const open = iteration ? (view === 'learner' ? iteration.learnerOpen : iteration.tutorOpen) : false
  return (
    <Card withBorder radius="lg" padding="xl" shadow="sm" id="sign-up" component="section" aria-labelledby="sign-up-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} id="sign-up-title" fz={{ base: 22, sm: 26 }}>
            {view === 'learner' ? 'Save your seat' : 'Host a workshop'}
          </Title>
          <Badge color={open ? 'teal' : 'gray'} variant="light" size="lg">
            {open ? 'Open now' : 'Closed'}
          </Badge>
        </Group>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconCalendarEvent size={22} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
          <Status view={view} iteration={iteration} lastEnded={lastEnded} />
        </Group>
        {iteration && iteration.offerings.length > 0 && (
          <Text fz="sm" c="dimmed">
            Offered in {iteration.title}: {iteration.offerings.join(', ')}.
          </Text>
        )}
        {open &&
          (signedIn ? (
            <Group gap="sm">
              <Button component={Link} href={view === 'learner' ? links.browse : links.host} size="md">
                {view === 'learner' ? 'Browse workshops' : 'Host a workshop'}
              </Button>
              <Button component={Link} href={links.findAProgram} variant="default" size="md">
                See all open offerings
              </Button>
            </Group>
          ) : (
            <Group gap="sm">
              <Button component="a" href={links.signUp} size="md">
                Sign up to {view === 'learner' ? 'register' : 'host'}
              </Button>
              <Button component="a" href={links.signIn} variant="default" size="md">
                Sign in
              </Button>
            </Group>
          ))}
        {(signedIn || !open) && (
          <Alert variant="light" color={open ? 'gray' : 'haven'} radius="md" title={open ? 'Workshop full?' : 'Get notified'}>
            <WaitlistControls view={view} waitlist={waitlist} signedIn={signedIn} links={links} />
          </Alert>
        )}
      </Stack>
    </Card>
  )
}
