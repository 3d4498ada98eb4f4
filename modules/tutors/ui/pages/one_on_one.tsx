import { useState } from 'react'
import { Link, router, useForm } from '@inertiajs/react'
import { Anchor, Badge, Button, Card, Container, Group, NumberInput, Stack, Text, TextInput, Textarea, Title } from '@mantine/core'
import { countLabel, ListPager } from '~/components/list_footer'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'
import { instantText } from '~/lib/time'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import { PageHeader } from '~/components/page_header'

type Request = Data.Tutors.SessionRequest
type Props = {
  mine: Request[]
  toMe: Request[]
  hasProfile: boolean
  profileActive: boolean
  isTutor: boolean
  all: Request[] | null
  allMeta: { total: number; currentPage: number; lastPage: number } | null
  timezone: string
}

const STATUS_COLORS: Record<string, string> = { open: 'blue', scheduled: 'green', declined: 'red', closed: 'gray' }
const STATUS_LABELS: Record<string, string> = { open: 'Open', scheduled: 'Scheduled', declined: 'Declined', closed: 'Closed' }

/** tutors/one_on_one — /dashboard/one-on-one: one-on-one requests (spec 001 §3.3 session_request; issue 18 §2). */
export default function OneOnOnePage({ mine, toMe, hasProfile, profileActive, isTutor, all, allMeta, timezone }: Props) {
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader title="One-on-ones" description="Ask a tutor for a one-on-one. It happens as a session in a platform room, never through private contact." />
      <Stack gap="xl">
        <Stack gap="sm" component="section" aria-labelledby="mine-heading">
          <Group justify="space-between" gap="xs">
            <Title order={2} fz="h3" id="mine-heading">
              Your requests
            </Title>
            <Anchor component={Link} href={urlFor('tutors.directory')}>
              Find a tutor
            </Anchor>
          </Group>
          {mine.length === 0 ? (
            <Text c="dimmed">You have not asked for a one-on-one yet.</Text>
          ) : (
            mine.map((request) => <RequestCard key={request.id} request={request} side="learner" timezone={timezone} />)
          )}
        </Stack>

        {(isTutor || toMe.length > 0) && (
          <Stack gap="sm" component="section" aria-labelledby="to-me-heading">
            <Group justify="space-between" gap="xs">
              <Title order={2} fz="h3" id="to-me-heading">
                Requests to you
              </Title>
              {isTutor && (
                <Anchor component={Link} href={urlFor('tutors.profile.edit')}>
                  {hasProfile ? 'Edit your one-on-one profile' : 'Offer one-on-ones'}
                </Anchor>
              )}
            </Group>
            {isTutor && hasProfile && !profileActive && <Text size="sm">Your profile is paused: learners cannot request you.</Text>}
            {toMe.length === 0 ? (
              <Text c="dimmed">No requests to you yet.</Text>
            ) : (
              toMe.map((request) => <RequestCard key={request.id} request={request} side="tutor" timezone={timezone} />)
            )}
          </Stack>
        )}

        {all && allMeta && (
          <Stack gap="sm" component="section" aria-labelledby="all-heading">
            <Title order={2} fz="h3" id="all-heading">
              All requests (staff)
            </Title>
            <Text size="sm" c="dimmed">
              {countLabel(allMeta.total, 'request', 'requests')}
            </Text>
            {all.map((request) => (
              <RequestCard key={request.id} request={request} side="staff" timezone={timezone} />
            ))}
            <ListPager meta={allMeta} onPage={(page) => router.get(urlFor('tutors.requests.index'), { page }, { preserveScroll: true })} />
          </Stack>
        )}
      </Stack>
    </Container>
  )
}

function RequestCard({ request, side, timezone }: { request: Request; side: 'learner' | 'tutor' | 'staff'; timezone: string }) {
  const [mode, setMode] = useState<'idle' | 'decline' | 'schedule'>('idle')
  const title = side === 'learner' ? `${request.topicName} with ${request.tutorName}` : side === 'tutor' ? `${request.topicName}: ${request.learnerName}` : `${request.topicName}: ${request.learnerName} → ${request.tutorName}`
  const close = () => router.post(urlFor('tutors.requests.close', { id: request.id }), {}, { preserveScroll: true })
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={title}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Title order={3} fz="md">
            {title}
          </Title>
          <Badge color={STATUS_COLORS[request.status] ?? 'gray'} variant="light" style={{ flexShrink: 0 }}>
            {STATUS_LABELS[request.status] ?? request.status}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          Asked {instantText(request.createdAt, timezone)}
          {side !== 'learner' && request.priority > 0 ? ' · first request' : ''}
        </Text>
        {request.detailsRemoved ? (
          <Text size="sm" c="dimmed" fs="italic">
            The details were removed 180 days after this request ended.
          </Text>
        ) : (
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {request.details}
          </Text>
        )}
        {request.status === 'declined' && request.declineReason && (
          <Text size="sm">
            <Text span fw={600}>
              Reason:
            </Text>{' '}
            {request.declineReason}
          </Text>
        )}
        {request.sessionId !== null && request.status === 'scheduled' && (
          <Anchor component={Link} href={urlFor('tutoring.sessions.show', { id: request.sessionId })} size="sm">
            Open the session
          </Anchor>
        )}
        {side === 'tutor' && request.status === 'open' && mode === 'idle' && (
          <Group gap="sm">
            <Button size="sm" onClick={() => setMode('schedule')}>
              Schedule
            </Button>
            <Button size="sm" variant="default" onClick={() => setMode('decline')}>
              Decline
            </Button>
          </Group>
        )}
        {side === 'tutor' && mode === 'schedule' && <ScheduleForm id={request.id} timezone={timezone} onDone={() => setMode('idle')} />}
        {side === 'tutor' && mode === 'decline' && <DeclineForm id={request.id} onDone={() => setMode('idle')} />}
        {((side === 'learner' && (request.status === 'open' || request.status === 'scheduled')) || (side === 'tutor' && request.status === 'scheduled')) && (
          <Group>
            <Button size="sm" variant="subtle" color="gray" onClick={close}>
              {request.status === 'open' ? 'Withdraw request' : 'Close request'}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  )
}

function ScheduleForm({ id, timezone, onDone }: { id: number; timezone: string; onDone: () => void }) {
  const form = useForm({ startDate: '', minutes: 45 })
  const errors = useFormErrors(form)
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    form.post(urlFor('tutors.requests.schedule', { id }), { preserveScroll: true, onSuccess: onDone })
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Schedule the one-on-one">
      <Stack gap="sm">
        <TextInput
          label="Start"
          description={`In your time zone, ${timezone}. A platform session with a room is created and the learner is registered.`}
          type="datetime-local"
          value={form.data.startDate}
          onChange={(event) => form.setData('startDate', event.currentTarget.value)}
          error={errorOf(errors, 'startDate')}
          required
        />
        <NumberInput label="Length (minutes)" min={15} max={120} step={15} value={form.data.minutes} onChange={(value) => form.setData('minutes', Number(value) || 0)} error={errorOf(errors, 'minutes')} required />
        <Group gap="sm">
          <Button type="submit" loading={form.processing}>
            Create session
          </Button>
          <Button variant="default" onClick={onDone} disabled={form.processing}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

function DeclineForm({ id, onDone }: { id: number; onDone: () => void }) {
  const form = useForm({ reason: '' })
  const errors = useFormErrors(form)
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    form.post(urlFor('tutors.requests.decline', { id }), { preserveScroll: true, onSuccess: onDone })
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Decline the request">
      <Stack gap="sm">
        <Textarea label="Reason (the learner reads it)" value={form.data.reason} onChange={(event) => form.setData('reason', event.currentTarget.value)} maxLength={500} autosize minRows={2} error={errorOf(errors, 'reason')} required />
        <Group gap="sm">
          <Button type="submit" color="red" loading={form.processing}>
            Decline request
          </Button>
          <Button variant="default" onClick={onDone} disabled={form.processing}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
