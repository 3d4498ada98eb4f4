import { useEffect } from 'react'
import { Link, router, useForm } from '@inertiajs/react'
import { Alert, Anchor, Badge, Button, Card, Group, List, NumberInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import type { Data } from '~generated/data'
import { ProgramPage } from '~/components/program_home'
import { dayText, useZone } from '~/lib/time'

type ParentStatus = 'not_asked' | 'requested' | 'granted' | 'revoked'

type Props = {
  view: 'learner' | 'tutor'
  /** The optional path after /sat-bootcamp(/tutor): a section to scroll to. */
  section: string | null
  title: string
  facts: { weeks: number; sessionsPerWeek: number; sessionMinutes: number; maxLearners: number; averageGain: string }
  offerings: Array<{ slug: string; title: string; description: string; bullets: string[] }>
  test: {
    title: string
    testDate: string
    learnerReleasedAt: string
    learnerDeadline: string
    tutorReleasedAt: string
    seriesCreationDeadline: string
    onboardingDeadline: string
    learnerOpen: boolean
    tutorOpen: boolean
    closedReason: string | null
  } | null
  bootcamps: Data.Programs.SatBootcamp.OpenBootcamp[]
  signedIn: boolean
  consent: { required: boolean; parent: ParentStatus; complete: boolean; assentCompletedAt: string | null } | null
  invitation: string | null
  placement: { math: string | null; reading: string | null } | null
  phone: { number: string | null } | null
  links: Record<'parentConsent' | 'assent' | 'publish' | 'browse' | 'learnerView' | 'tutorView' | 'tutorSteps' | 'onboarding' | 'signUp' | 'signIn', string>
}

const PARENT_TEXT: Record<ParentStatus, string> = {
  not_asked: 'Not asked yet',
  requested: 'Asked, waiting for your parent or guardian',
  granted: 'Done',
  revoked: 'Withdrawn by your parent or guardian',
}

function Facts({ facts }: Pick<Props, 'facts'>) {
  const items = [
    [`${facts.weeks} weeks`, 'before your SAT test'],
    [`${facts.sessionsPerWeek} sessions a week`, `${facts.sessionMinutes} minutes each`],
    [`At most ${facts.maxLearners} learners`, 'in each bootcamp'],
    [facts.averageGain, 'average score gain'],
  ]
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} component="ul" aria-label="The bootcamp in numbers" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map(([value, label]) => (
        <Card component="li" withBorder radius="md" padding="sm" key={value}>
          <Text fw={700} fz="lg">
            {value}
          </Text>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  )
}

/* A minor registers once a parent consented and they assented (spec 000 §6.4; 001 §4.4). */
function ConsentSteps({ consent, links }: Pick<Props, 'links'> & { consent: NonNullable<Props['consent']> }) {
  if (!consent.required) return null
  if (consent.complete) {
    return (
      <Alert variant="light" color="green" title="Consent complete">
        Your parent or guardian consented and you agreed to take part: you can register for a bootcamp.
      </Alert>
    )
  }
  const parentDone = consent.parent === 'granted'
  return (
    <section aria-labelledby="consent-title">
      <Alert variant="light" color="blue">
        <Title order={2} fz="h3" id="consent-title" mb="xs">
          Before you register: ask a parent
        </Title>
        <Text mb="sm">Learners under 18 need a parent or guardian's consent and their own agreement before they register.</Text>
        <List type="ordered" spacing="sm">
          <List.Item>
            <Text fw={600}>A parent or guardian consents</Text>
            <Text size="sm">{PARENT_TEXT[consent.parent]}</Text>
            {!parentDone && (
              <Button component={Link} href={links.parentConsent} size="xs" mt={4}>
                {consent.parent === 'not_asked' ? 'Ask a parent or guardian' : 'Ask again'}
              </Button>
            )}
          </List.Item>
          <List.Item>
            <Text fw={600}>You agree to take part</Text>
            <Text size="sm">{consent.assentCompletedAt ? 'Done' : 'Not done yet'}</Text>
            {!consent.assentCompletedAt && (
              <Button component={Link} href={links.assent} size="xs" mt={4} variant="default">
                Give your assent
              </Button>
            )}
          </List.Item>
        </List>
      </Alert>
    </section>
  )
}

function Bootcamps({ bootcamps, offerings, test }: Pick<Props, 'bootcamps' | 'offerings' | 'test'>) {
  const zone = useZone()
  const titleOf = new Map(offerings.map((offering) => [offering.slug, offering.title]))
  return (
    <section aria-labelledby="bootcamps-title">
      <Title order={2} id="bootcamps-title" mb="sm">
        {test ? `Bootcamps for the ${test.title} test` : 'Bootcamps'}
      </Title>
      {bootcamps.length === 0 ? (
        <Text c="dimmed">No bootcamp for this test is open yet. Tutors publish theirs once hosting opens.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {bootcamps.map((bootcamp) => (
            <Card withBorder radius="md" key={bootcamp.id}>
              <Stack gap={6}>
                {bootcamp.offeringSlug && <Badge variant="light">{titleOf.get(bootcamp.offeringSlug) ?? bootcamp.offeringSlug}</Badge>}
                <Title order={3} fz="h4">
                  {bootcamp.title}
                </Title>
                <Text size="sm">
                  With {bootcamp.hostName}
                  {bootcamp.firstSessionAt ? ` · starts ${dayText(bootcamp.firstSessionAt, zone)}` : ''}
                </Text>
                <Text size="sm" c="dimmed">
                  {bootcamp.seatsLeft === 1 ? '1 seat left' : `${bootcamp.seatsLeft} seats left`}
                </Text>
                <Button component={Link} href={`/series/${bootcamp.id}`} aria-label={`Register for ${bootcamp.title}`}>
                  Register
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </section>
  )
}

/* A learner's latest section scores place them in a band (only the band is kept). */
function Placement({ placement }: { placement: NonNullable<Props['placement']> }) {
  const form = useForm<{ math: number | null; reading: number | null }>({ math: null, reading: null })
  const errors = useFormErrors(form)
  return (
    <section aria-labelledby="placement-title">
      <Title order={2} id="placement-title" mb="xs">
        Your level (optional)
      </Title>
      <Text size="sm" mb="sm">
        Tell us your latest practice or test score for a section so tutors can pitch their bootcamp at your level. We keep only the level, not the score.
        {placement.math || placement.reading ? ` Now: math ${placement.math ?? 'not set'}, reading and writing ${placement.reading ?? 'not set'}.` : ''}
      </Text>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          form.post('/sat-bootcamp/scores', { preserveScroll: true, onSuccess: () => form.reset() })
        }}
      >
        <Group align="flex-end" gap="sm">
          <NumberInput label="Math score" min={200} max={800} step={10} allowDecimal={false} value={form.data.math ?? ''} onChange={(value) => form.setData('math', typeof value === 'number' ? value : null)} error={errorOf(errors, 'math')} w={150} />
          <NumberInput label="Reading and writing score" min={200} max={800} step={10} allowDecimal={false} value={form.data.reading ?? ''} onChange={(value) => form.setData('reading', typeof value === 'number' ? value : null)} error={errorOf(errors, 'reading')} w={200} />
          <Button type="submit" variant="default" loading={form.processing}>
            Save my level
          </Button>
        </Group>
      </form>
    </section>
  )
}

/* The SAT record's phone number: the learner's own or a parent's (spec 001 §3.7 sat_user phone_number). */
function PhoneNumber({ phone }: { phone: NonNullable<Props['phone']> }) {
  const form = useForm({ phoneNumber: phone.number ?? '' })
  const errors = useFormErrors(form)
  return (
    <section aria-labelledby="phone-title">
      <Title order={2} id="phone-title" mb="xs">
        Phone number (optional)
      </Title>
      <Text size="sm" mb="sm">
        Yours, or a parent's or guardian's, so the bootcamp team can reach your family about your bootcamp. It is never shown to tutors, other learners or partners.
      </Text>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          form.post('/sat-bootcamp/phone', { preserveScroll: true })
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Phone number"
            description="10 to 15 characters, with the country code"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            value={form.data.phoneNumber}
            onChange={(event) => form.setData('phoneNumber', event.currentTarget.value)}
            error={errorOf(errors, 'phoneNumber')}
            w={240}
          />
          <Button type="submit" variant="default" loading={form.processing}>
            Save phone number
          </Button>
          {phone.number ? (
            <Button variant="subtle" color="red" onClick={() => router.delete('/sat-bootcamp/phone', { preserveScroll: true, onSuccess: () => form.setData('phoneNumber', '') })}>
              Remove
            </Button>
          ) : null}
        </Group>
      </form>
    </section>
  )
}

/* /sat-bootcamp (learner view) and /sat-bootcamp/tutor (tutor view), spec 000 §2.2. */
export default function SatBootcamp({ view, section, title, facts, offerings, test, bootcamps, signedIn, consent, placement, phone, invitation, links }: Props) {
  const tutor = view === 'tutor'
  useEffect(() => {
    if (!section) return
    const target = document.getElementById(section) ?? document.getElementById(`${section}-title`)
    target?.scrollIntoView()
  }, [section])
  return (
    <ProgramPage
      title={tutor ? `${title} for tutors` : title}
      description={
        tutor
          ? `Coach up to ${facts.maxLearners} learners for ${facts.weeks} weeks before their SAT: ${facts.sessionsPerWeek} sessions a week, ${facts.sessionMinutes} minutes each.`
          : `Free small-group SAT practice with a volunteer tutor: ${facts.weeks} weeks, ${facts.sessionsPerWeek} sessions a week, ${facts.sessionMinutes} minutes each.`
      }
      programSlug="sat-bootcamp"
    >
      <Group gap="sm">
        <Anchor component={Link} href={tutor ? links.learnerView : links.tutorView}>
          {tutor ? 'Looking to take a bootcamp? See the learner page' : 'Want to host a bootcamp? See the tutor page'}
        </Anchor>
      </Group>
      {invitation && (
        <Alert variant="light" color="teal" title="Invitation accepted">
          {invitation}
        </Alert>
      )}
      <Facts facts={facts} />

      <section aria-labelledby="test-title" id="sign-up">
        <Title order={2} id="test-title" mb="xs">
          {test ? `Next test: ${test.title}` : 'No SAT test is scheduled'}
        </Title>
        {test && (
          <Stack gap={4}>
            <Text>Test day: {test.testDate}</Text>
            {tutor ? (
              <>
                <Text>Onboarding sessions until {test.onboardingDeadline}</Text>
                <Text>Publish your bootcamp by {test.seriesCreationDeadline}</Text>
              </>
            ) : (
              <Text>Register by {test.learnerDeadline}</Text>
            )}
            {test.closedReason && <Text c="dimmed">{test.closedReason}</Text>}
          </Stack>
        )}
        {!signedIn && (
          <Group gap="sm" mt="sm">
            <Button component="a" href={links.signUp}>
              Sign up
            </Button>
            <Button component="a" href={links.signIn} variant="default">
              Log in
            </Button>
          </Group>
        )}
        {signedIn && tutor && (
          <Group gap="md" mt="sm">
            <Anchor component={Link} href={links.tutorSteps}>
              Your steps: the tutor agreement, onboarding, publishing
            </Anchor>
            <Anchor component={Link} href={links.onboarding}>
              Onboarding sessions
            </Anchor>
          </Group>
        )}
        {signedIn && tutor && test?.tutorOpen && (
          <Button component={Link} href={links.publish} mt="sm">
            Publish a bootcamp
          </Button>
        )}
      </section>

      {consent && <ConsentSteps consent={consent} links={links} />}
      {placement && <Placement placement={placement} />}
      {phone && <PhoneNumber phone={phone} />}
      {!tutor && <Bootcamps bootcamps={bootcamps} offerings={offerings} test={test} />}

      <section aria-labelledby="offerings-title">
        <Title order={2} id="offerings-title" mb="sm">
          {tutor ? 'What you will host' : 'Choose your section'}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {offerings.map((offering) => (
            <Card withBorder radius="md" key={offering.slug}>
              <Title order={3} fz="h4" mb={4}>
                {offering.title}
              </Title>
              <Text size="sm" mb="xs">
                {offering.description}
              </Text>
              <List size="sm" spacing={4}>
                {offering.bullets.map((bullet) => (
                  <List.Item key={bullet}>{bullet}</List.Item>
                ))}
              </List>
            </Card>
          ))}
        </SimpleGrid>
      </section>
    </ProgramPage>
  )
}
