import { useState } from 'react'
import { Head, Link, router, usePage } from '@inertiajs/react'
import { Alert, Anchor, Box, Button, Card, Container, Grid, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core'
import { IconAlertCircle, IconClockHour4 } from '@tabler/icons-react'
import { SeriesHeader } from '../components/series_header'
import { SessionList } from '../components/session_list'
import { instantWithYearText, useZone } from '~/lib/time'
import { errorOf } from '~/lib/form_errors'
import type { Data } from '~generated/data'
import { OutletZone } from '~/components/outlet_zone'
import type { OutletComponent } from '~/lib/outlets'
import { OwnAnswersCard, QuestionnaireModal } from '../../../tutoring/ui/index'
import type { FormDefinition, FormValues } from '../../../forms/shared/index'

/** The viewer's own questionnaire answers (issue 21 §3); only ever their own registration. */
type OwnAnswers = { registrationId: number; answers: FormValues | null; answeredAt: string | null; editable: boolean }

type Props = {
  series: Data.Series.Series
  viewer: Data.Series.Viewer
  sessions: Data.Series.Session[]
  sessionTotal: number
  /** Cards from programs; the server keeps only same-site links. */
  sidebar: Data.Kernel.OutletCard[]
  /** Sections below the schedule (hooks.outlet 'series.sections'), e.g. the discussion. */
  sections: OutletComponent[]
  limits: { selfReservationHours: number }
  /** The series' questionnaire (forms engine blocks), null when it asks nothing. */
  questionnaire: FormDefinition | null
  ownAnswers: OwnAnswers | null
  /** The series' hosts edit its questionnaire until the first session starts. */
  canEditQuestionnaire: boolean
}

function RegisterWithQuestionnaire({ seriesId, definition, label }: { seriesId: number; definition: FormDefinition; label: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button onClick={() => setOpen(true)}>{label}</Button>
      <QuestionnaireModal
        opened={open}
        onClose={() => setOpen(false)}
        title="Before you register"
        definition={definition}
        url={`/series/${seriesId}/register`}
        method="post"
        submitLabel="Register"
      />
    </>
  )
}

function WithdrawButton({ seriesId }: { seriesId: number }) {
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)
  return (
    <>
      <Button variant="default" color="red" onClick={() => setOpen(true)}>
        Withdraw
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Withdraw from this series?" centered>
        <form
          onSubmit={(event) => {
            event.preventDefault()
            setBusy(true)
            router.post(`/series/${seriesId}/withdraw`, { reason: reason.trim() || null }, {
              preserveScroll: true,
              onFinish: () => {
                setBusy(false)
                setOpen(false)
              },
            })
          }}
        >
          <Stack gap="md">
            <Text size="sm">Your seat goes to someone else and you leave the series' upcoming sessions. You can register again later if a seat is free.</Text>
            <Textarea
              label="Reason (optional)"
              description="Helps the host plan. Up to 280 characters."
              maxLength={280}
              autosize
              minRows={2}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                Keep my seat
              </Button>
              <Button type="submit" color="red" loading={busy}>
                Withdraw
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  )
}

function SeatCard({ series, viewer, limits, questionnaire }: Pick<Props, 'series' | 'viewer' | 'limits' | 'questionnaire'>) {
  const zone = useZone()
  const formError = errorOf(usePage().props.errors, 'form')
  const [busy, setBusy] = useState(false)
  const post = (path: string, data: Record<string, unknown> = {}) => {
    setBusy(true)
    router.post(path, data as any, { preserveScroll: true, onFinish: () => setBusy(false) })
  }
  const returnTo = encodeURIComponent(`/series/${series.id}`)

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="series-seats">
      <Stack gap="sm">
        <Title order={2} size="h4" id="series-seats">
          {series.status === 'open' ? (series.seatsLeft > 0 ? `${series.seatsLeft} of ${series.maxLearners} seats left` : 'No seats left') : 'Registration'}
        </Title>
        {formError && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {formError}
          </Alert>
        )}
        {series.status === 'canceled' && <Text size="sm">This series was canceled{series.closedReason ? `: ${series.closedReason}` : '.'}</Text>}
        {series.status === 'ended' && <Text size="sm">This series has ended.</Text>}
        {series.status === 'closed' && <Text size="sm">This series is closed.</Text>}
        {series.status === 'enrollment_closed' && !viewer.registered && <Text size="sm">Enrollment for this series is closed.</Text>}

        {viewer.isHost && <Text size="sm">You host this series.</Text>}
        {viewer.registered && (
          <Text size="sm" fw={600} c="teal">
            You're registered. See you at the first session!
          </Text>
        )}
        {viewer.reservation && !viewer.registered && (
          <Alert color="blue" icon={<IconClockHour4 size={18} aria-hidden />}>
            A seat is held for you until {instantWithYearText(viewer.reservation.expiresAt, zone)}. Register to keep it.
          </Alert>
        )}

        {!viewer.signedIn && series.status === 'open' && (
          <Button component={Link} href={`/login?returnTo=${returnTo}`}>
            Sign in to register
          </Button>
        )}
        {viewer.canRegister &&
          (questionnaire ? (
            <RegisterWithQuestionnaire seriesId={series.id} definition={questionnaire} label={viewer.withdrawn ? 'Register again' : 'Register for the series'} />
          ) : (
            <Button onClick={() => post(`/series/${series.id}/register`)} loading={busy}>
              {viewer.withdrawn ? 'Register again' : 'Register for the series'}
            </Button>
          ))}
        {viewer.canHoldSeat && (
          <Button variant="light" onClick={() => post(`/series/${series.id}/reservations`, { hours: limits.selfReservationHours })} disabled={busy}>
            Hold a seat for {limits.selfReservationHours} hours
          </Button>
        )}
        {viewer.reservation && !viewer.registered && (
          <Button variant="subtle" color="gray" onClick={() => post(`/series/${series.id}/reservations/${viewer.reservation!.id}/release`)} disabled={busy}>
            Let the seat go
          </Button>
        )}
        {viewer.canWithdraw && <WithdrawButton seriesId={series.id} />}
        {viewer.canManage && (
          <Button variant="default" component={Link} href={`/series/${series.id}/learners`}>
            Learners and held seats
          </Button>
        )}
      </Stack>
    </Card>
  )
}

/** series/show — /series/:id (spec 000 §2.2). */
export default function SeriesShow({ series, viewer, sessions, sessionTotal, sidebar, sections, limits, questionnaire, ownAnswers, canEditQuestionnaire }: Props) {
  return (
    <>
      <Head title={series.title} />
      <SeriesHeader series={series} />
      <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
        {/* On narrow screens the seat card (register / withdraw) comes first. */}
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap="xl">
            {series.description.trim() && (
              <Box component="section" aria-labelledby="series-about">
                <Title order={2} size="h3" id="series-about" mb="xs">
                  About this series
                </Title>
                <Text style={{ whiteSpace: 'pre-line' }}>{series.description}</Text>
              </Box>
            )}
            {series.qualifications.trim() && (
              <Box component="section" aria-labelledby="series-qualifications">
                <Title order={2} size="h3" id="series-qualifications" mb="xs">
                  Who should join
                </Title>
                <Text style={{ whiteSpace: 'pre-line' }}>{series.qualifications}</Text>
              </Box>
            )}
            <Box component="section" aria-labelledby="series-schedule">
              <Group justify="space-between" mb="xs">
                <Title order={2} size="h3" id="series-schedule">
                  Schedule
                </Title>
                <Text size="sm" c="dimmed">
                  {sessionTotal} {sessionTotal === 1 ? 'session' : 'sessions'}
                </Text>
              </Group>
              <SessionList sessions={sessions} />
              {sessionTotal > sessions.length && (
                <Anchor component={Link} href={`/series/${series.id}/sessions`} mt="sm" display="inline-block">
                  See all {sessionTotal} sessions
                </Anchor>
              )}
            </Box>
          </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Stack gap="md" component="aside">
            <SeatCard series={series} viewer={viewer} limits={limits} questionnaire={questionnaire} />
            {questionnaire && ownAnswers && (
              <OwnAnswersCard
                definition={questionnaire}
                own={ownAnswers}
                url={`/series/${series.id}/registrations/${ownAnswers.registrationId}/answers`}
                closedText="The series has started, so your answers can no longer be changed."
              />
            )}
            {canEditQuestionnaire && (
              <Button variant="default" component={Link} href={`/series/${series.id}/questionnaire`}>
                {questionnaire ? 'Edit questionnaire' : 'Add a questionnaire'}
              </Button>
            )}
            {sidebar.map((card) => (
              <Card key={card.key} withBorder radius="md" padding="md">
                <Title order={2} size="h5" mb={4}>
                  {card.title}
                </Title>
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {card.body}
                </Text>
                {card.href && (
                  <Anchor component={Link} href={card.href} size="sm" mt="xs" display="inline-block">
                    {card.linkLabel ?? 'Learn more'}
                  </Anchor>
                )}
              </Card>
            ))}
          </Stack>
          </Grid.Col>
        </Grid>
        {sections.length > 0 && (
          <Stack gap="lg" mt="xl">
            <OutletZone entries={sections} />
          </Stack>
        )}
      </Container>
    </>
  )
}
