import { useState } from 'react'
import { Head, Link, router, usePage } from '@inertiajs/react'
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Container,
  Divider,
  Grid,
  Group,
  List,
  Modal,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core'
import { IconAlertTriangle, IconArrowLeft, IconCalendarEvent, IconClock, IconLanguage, IconUsers, IconVideo } from '@tabler/icons-react'
import type { SharedProps } from '~/lib/shared_props'
import { OutletCards } from '~/components/outlet_cards'
import { OutletZone } from '~/components/outlet_zone'
import type { OutletComponent } from '~/lib/outlets'
import { HostsDialog } from '../components/hosts_dialog'
import { AttendanceRoster } from '../components/attendance_roster'
import { RemoveLearnerDialog } from '../components/remove_learner_dialog'
import type { Data } from '~generated/data'
import { seatsText } from '~/lib/seats'
import { durationText, longDay, minutesBetween, timeRangeText, timeText, useZone } from '~/lib/time'
import { STATE_LABELS } from '../components/format'
import { LearnerAnswers, OwnAnswersCard, QuestionnaireModal } from '../components/questionnaire_deferred'
import type { FormDefinition, FormValues } from '../../../forms/shared/index'

type Props = {
  session: Data.Tutoring.Session
  hosts: Data.Tutoring.HostList
  viewer: {
    signedIn: boolean
    registered: boolean
    isHost: boolean
    isMainHost: boolean
    canManage: boolean
    pendingRequest: boolean
    canRegister: boolean
    canUnregister: boolean
    canRequestCohost: boolean
    canJoin: boolean
    canRemoveLearners: boolean
    canEditQuestionnaire: boolean
  }
  /** The questions learners answer at registration (issue 21 §3), null when it asks nothing. */
  questionnaire: FormDefinition | null
  /** The viewer's own answers (registrants only). */
  ownAnswers: { answers: FormValues | null; answeredAt: string | null; editable: boolean } | null
  /** Every registrant's answers: hosts and staff only. */
  learnerAnswers: Data.Tutoring.RegistrantAnswers[] | null
  /** Hosts and staff, until the session starts (then the roster lists the registrants). */
  registrants: Data.Tutoring.Registrant[] | null
  /** The attendance roster (hosts and staff, once the session started). */
  roster: Data.Tutoring.Roster | null
  changelog: Data.Tutoring.ChangelogEntry[]
  /** Cards programs add to the session (hooks.outlet 'session.sidebar'). */
  sidebar: Data.Kernel.OutletCard[]
  /** Sections below the details (hooks.outlet 'session.sections'), e.g. the discussion. */
  sections: OutletComponent[]
}

const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  description: 'Description',
  startDate: 'Start',
  endDate: 'End',
  maxLearners: 'Maximum learners',
  languages: 'Languages',
  allowCohosts: 'Co-hosts allowed',
  attendancePolicy: 'Attendance policy',
  canceledAt: 'Canceled',
}

const POLICY_TEXT: Record<string, string> = {
  'standard': 'Join any time until the session ends.',
  'no-late-entry': 'The join link closes 10 minutes after the start.',
}

/** tutoring/session — /session/{id}: details, hosts, seats, register/unregister, join link. */
export default function SessionPage({ session, hosts, viewer, registrants, roster, changelog, sidebar, sections, questionnaire, ownAnswers, learnerAnswers }: Props) {
  const zone = useZone()
  const { url } = usePage<SharedProps>()
  const [busy, setBusy] = useState(false)
  const [cancelOpen, setCancelOpen] = useState(false)
  const [cancelReason, setCancelReason] = useState('')
  const [cohostOpen, setCohostOpen] = useState(false)
  const [cohostMessage, setCohostMessage] = useState('')
  const [removing, setRemoving] = useState<{ userId: number; name: string } | null>(null)
  const [answering, setAnswering] = useState(false)
  const onRemove = viewer.canRemoveLearners ? setRemoving : null
  const state = STATE_LABELS[session.state]
  const minutes = minutesBetween(session.startDate, session.endDate)

  const post = (path: string, data: Record<string, string | null> = {}, after?: () => void) => {
    setBusy(true)
    router.post(path, data, { preserveScroll: true, onFinish: () => { setBusy(false); after?.() } })
  }
  const del = (path: string) => {
    setBusy(true)
    router.delete(path, { preserveScroll: true, onFinish: () => setBusy(false) })
  }

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Head title={session.title} />
      <Anchor component={Link} href={session.worldSlug ? `/explore?world=${session.worldSlug}` : '/explore'} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden /> Sessions
        </Group>
      </Anchor>

      <Stack gap="xs" mt="md" mb="lg">
        <Group gap="xs" wrap="wrap">
          <Badge color={state.color} variant="light">
            {state.label}
          </Badge>
          <Badge variant="light" color="gray">
            {session.topicName}
          </Badge>
          {session.worldTitle && (
            <Badge variant="outline" color="gray">
              {session.worldTitle}
            </Badge>
          )}
          {session.seriesId && (
            <Anchor component={Link} href={`/series/${session.seriesId}`} size="sm">
              Part of a series
            </Anchor>
          )}
        </Group>
        <Title order={1}>{session.title}</Title>
        <HostsDialog
          sessionId={session.id}
          summary={hosts.summary}
          approved={hosts.approved}
          pending={hosts.pending}
          isMainHost={viewer.isMainHost}
        />
      </Stack>

      {session.state === 'canceled' && (
        <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} title="This session was canceled" mb="lg">
          {session.cancelReason ?? 'The host canceled this session.'}
        </Alert>
      )}

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap="lg">
            <Paper withBorder radius="md" p="md">
              <Stack gap="sm">
                <Group gap="sm" wrap="nowrap">
                  <IconCalendarEvent size={20} aria-hidden style={{ flexShrink: 0 }} />
                  <Text fw={600}>{longDay(session.startDate, zone)}</Text>
                </Group>
                <Group gap="sm" wrap="nowrap">
                  <IconClock size={20} aria-hidden style={{ flexShrink: 0 }} />
                  <Text>
                    {timeRangeText(session.startDate, session.endDate, zone)} ({durationText(minutes)})
                  </Text>
                </Group>
                <Group gap="sm" wrap="nowrap">
                  <IconLanguage size={20} aria-hidden style={{ flexShrink: 0 }} />
                  <Text>{session.languages.map((l) => l.toUpperCase()).join(', ')}</Text>
                </Group>
                <Group gap="sm" wrap="nowrap">
                  <IconUsers size={20} aria-hidden style={{ flexShrink: 0 }} />
                  <Text>
                    Up to {session.maxLearners} learners · {POLICY_TEXT[session.attendancePolicy] ?? ''}
                  </Text>
                </Group>
              </Stack>
            </Paper>

            <section aria-labelledby="about-session">
              <Title order={2} size="h3" id="about-session" mb="xs">
                About this session
              </Title>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{session.description || 'The host has not added a description.'}</Text>
            </section>

            {session.qualifications.trim() && (
              <section aria-labelledby="session-qualifications">
                <Title order={2} size="h3" id="session-qualifications" mb="xs">
                  Who should join
                </Title>
                <Text style={{ whiteSpace: 'pre-wrap' }}>{session.qualifications}</Text>
              </section>
            )}

            {roster && (
              // Remounted (fresh marks) when a confirmation or a removal changed the roster on the server.
              <AttendanceRoster
                key={`${roster.confirmedAt ?? 'unconfirmed'}:${roster.learners.map((l) => l.userId).join('.')}`}
                sessionId={session.id}
                roster={roster}
                onRemove={onRemove}
              />
            )}
            {registrants && (
              <section aria-labelledby="registrants">
                <Title order={2} size="h3" id="registrants" mb="xs">
                  Registered learners ({registrants.length})
                </Title>
                {registrants.length === 0 ? (
                  <Text c="dimmed">Nobody has registered yet.</Text>
                ) : (
                  <List spacing={4}>
                    {registrants.map((r) => (
                      <List.Item key={r.userId}>
                        <Group gap="xs" wrap="nowrap">
                          <Text span>{r.name}</Text>
                          {onRemove && (
                            <Button size="compact-xs" variant="subtle" color="red" onClick={() => onRemove(r)} aria-label={`Remove ${r.name} from this session`}>
                              Remove
                            </Button>
                          )}
                        </Group>
                      </List.Item>
                    ))}
                  </List>
                )}
              </section>
            )}

            {questionnaire && ownAnswers && <OwnAnswersCard definition={questionnaire} own={ownAnswers} url={`/session/${session.id}/registration/answers`} closedText="The session has started, so your answers can no longer be changed." />}
            {questionnaire && learnerAnswers && (
              <LearnerAnswers
                definition={questionnaire}
                headingId="learner-answers"
                rows={learnerAnswers.map((row) => ({ key: row.userId, displayName: row.name, answers: row.answers as FormValues | null }))}
              />
            )}

            {changelog.length > 0 && (
              <section aria-labelledby="changes">
                <Title order={2} size="h3" id="changes" mb="xs">
                  Changes
                </Title>
                <Stack gap={6}>
                  {changelog.map((entry, i) => (
                    <Text size="sm" key={`${entry.at}-${i}`}>
                      <Text span c="dimmed">
                        {longDay(entry.at, zone)}, {timeText(entry.at, zone)}:
                      </Text>{' '}
                      {Object.keys(entry.changes)
                        .map((f) => FIELD_LABELS[f] ?? f)
                        .join(', ')}
                    </Text>
                  ))}
                </Stack>
              </section>
            )}
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Paper withBorder radius="md" p="md" component="aside" aria-label="Registration">
            <Stack gap="sm">
              <Text fw={700} fz="lg">
                {seatsText(session.seatsLeft)}
              </Text>
              <Text size="sm" c="dimmed">
                {session.maxLearners - session.seatsLeft} of {session.maxLearners} seats taken
              </Text>

              {viewer.canJoin && (
                <Button component="a" href={`/session/${session.id}/join`} leftSection={<IconVideo size={18} aria-hidden />}>
                  {viewer.isHost ? 'Start / join as host' : 'Join the session'}
                </Button>
              )}
              {!viewer.canJoin && (viewer.registered || viewer.isHost) && session.state === 'upcoming' && (
                <Text size="sm">The join link opens at {timeText(session.joinOpensAt, zone)}, 10 minutes before the start.</Text>
              )}

              {viewer.registered && (
                <Badge color="teal" variant="light" size="lg">
                  You're registered
                </Badge>
              )}
              {session.format === 'study-space' && !viewer.registered && !viewer.isHost && (session.state === 'upcoming' || session.state === 'in_progress') && (
                <>
                  <Text size="sm">This is a study space: no registration needed. Drop in while it is open, from 10 minutes before the start.</Text>
                  <Button component={Link} href="/study-spaces" variant="light">
                    Go to Study Spaces
                  </Button>
                </>
              )}
              {viewer.canRegister && !questionnaire && (
                <Button onClick={() => post(`/session/${session.id}/registration`)} loading={busy}>
                  Register
                </Button>
              )}
              {viewer.canRegister && questionnaire && (
                <>
                  <Button onClick={() => setAnswering(true)}>Register</Button>
                  <QuestionnaireModal
                    opened={answering}
                    onClose={() => setAnswering(false)}
                    title="Before you register"
                    definition={questionnaire}
                    url={`/session/${session.id}/registration`}
                    method="post"
                    submitLabel="Register"
                  />
                </>
              )}
              {viewer.canUnregister && (
                <Button variant="default" onClick={() => del(`/session/${session.id}/registration`)} loading={busy}>
                  Unregister
                </Button>
              )}
              {!viewer.signedIn && session.state === 'upcoming' && (
                <Button component={Link} href={`/login?returnTo=${encodeURIComponent(url)}`}>
                  {session.format === 'study-space' ? 'Sign in to join' : 'Sign in to register'}
                </Button>
              )}

              {(viewer.canRequestCohost || viewer.pendingRequest) && <Divider />}
              {viewer.canRequestCohost && (
                <Button variant="light" onClick={() => setCohostOpen(true)}>
                  Ask to co-host
                </Button>
              )}
              {viewer.pendingRequest && (
                <Stack gap={4}>
                  <Text size="sm">Your request to co-host is waiting for the primary host.</Text>
                  <Button size="xs" variant="subtle" onClick={() => del(`/session/${session.id}/cohosts/mine`)} loading={busy}>
                    Withdraw request
                  </Button>
                </Stack>
              )}

              {viewer.canManage && (
                <>
                  <Divider label="Host tools" labelPosition="left" />
                  {hosts.pending.length > 0 && viewer.isMainHost && (
                    <Text size="sm">
                      {hosts.pending.length === 1 ? '1 tutor asks' : `${hosts.pending.length} tutors ask`} to co-host: open the hosts list to answer.
                    </Text>
                  )}
                  {session.state === 'upcoming' && (
                    <Button variant="default" component={Link} href={`/session/${session.id}/edit`}>
                      Edit session
                    </Button>
                  )}
                  {viewer.canEditQuestionnaire && (
                    <Button variant="default" component={Link} href={`/session/${session.id}/questionnaire`}>
                      {questionnaire ? 'Edit questionnaire' : 'Add a questionnaire'}
                    </Button>
                  )}
                  <Button variant="default" component={Link} href={`/session/new?duplicate=${session.id}&topic=${session.topicId}${session.worldSlug ? `&world=${session.worldSlug}` : ''}`}>
                    Duplicate
                  </Button>
                  {session.state === 'upcoming' && (
                    <Button variant="subtle" color="red" onClick={() => setCancelOpen(true)}>
                      Cancel session
                    </Button>
                  )}
                </>
              )}
            </Stack>
          </Paper>
          {sidebar.length > 0 && (
            <Box mt="md">
              <OutletCards cards={sidebar} layout="stack" />
            </Box>
          )}
        </Grid.Col>
      </Grid>
      {sections.length > 0 && (
        <Stack gap="lg" mt="xl">
          <OutletZone entries={sections} />
        </Stack>
      )}

      <Modal opened={cancelOpen} onClose={() => setCancelOpen(false)} title="Cancel this session?" centered>
        <Stack gap="md">
          <Text size="sm">Registrants and co-hosts get an email, and calendar feeds mark the session as canceled.</Text>
          <Textarea
            label="Reason (optional)"
            description="Shown on the session page and in the email."
            value={cancelReason}
            onChange={(e) => setCancelReason(e.currentTarget.value)}
            maxLength={280}
            autosize
            minRows={2}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setCancelOpen(false)}>
              Keep the session
            </Button>
            <Button color="red" loading={busy} onClick={() => post(`/session/${session.id}/cancel`, { reason: cancelReason.trim() || null }, () => setCancelOpen(false))}>
              Cancel session
            </Button>
          </Group>
        </Stack>
      </Modal>

      <RemoveLearnerDialog sessionId={session.id} learner={removing} onClose={() => setRemoving(null)} />

      <Modal opened={cohostOpen} onClose={() => setCohostOpen(false)} title="Ask to co-host" centered>
        <Stack gap="md">
          <Textarea
            label="Message to the primary host (optional)"
            value={cohostMessage}
            onChange={(e) => setCohostMessage(e.currentTarget.value)}
            maxLength={500}
            autosize
            minRows={3}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setCohostOpen(false)}>
              Not now
            </Button>
            <Button loading={busy} onClick={() => post(`/session/${session.id}/cohosts`, { message: cohostMessage.trim() || null }, () => setCohostOpen(false))}>
              Send request
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  )
}
