import { useState } from 'react'
import { Link, router, useForm } from '@inertiajs/react'
import { Anchor, Badge, Button, Card, Checkbox, Container, Group, NativeSelect, Select, Stack, Tabs, Text, Textarea, Title } from '@mantine/core'
import { countLabel, ListPager } from '~/components/list_footer'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'
import { instantText } from '~/lib/time'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import { PageHeader } from '~/components/page_header'

type Request = Data.LiveHelp.LiveHelpRequest
type Tab = 'mine' | 'tutor' | 'all'
type AskWorld = { id: number; slug: string; title: string; topics: { id: number; name: string }[] }
type Props = {
  tab: Tab
  tabs: Tab[]
  status: string | null
  statuses: string[]
  world: Data.Worlds.World | null
  requests: Request[]
  meta: { total: number; currentPage: number; lastPage: number }
  current: Request | null
  askWorlds: AskWorld[]
  canAsk: boolean
  questionMax: number
  timezone: string
}

const TAB_LABELS: Record<Tab, string> = { mine: 'Your questions', tutor: 'Questions to answer', all: 'All questions' }
const STATUS_LABELS: Record<string, string> = { 'open': 'Waiting for a tutor', 'in-progress': 'In progress', 'completed': 'Completed', 'canceled': 'Canceled' }
const STATUS_COLORS: Record<string, string> = { 'open': 'blue', 'in-progress': 'green', 'completed': 'gray', 'canceled': 'red' }

/** live_help/index — /live-help and /dashboard/live-help (issue 18 §1; spec 000 §2.2). */
export default function LiveHelpPage({ tab, tabs, status, statuses, world, requests, meta, current, askWorlds, canAsk, questionMax, timezone }: Props) {
  const visit = (params: Record<string, string | number | undefined>) => {
    const query = { tab, status: status ?? undefined, world: world?.slug, ...params }
    router.get(urlFor('live_help.index'), Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')), { preserveScroll: true })
  }
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader title="Live help" description="Stuck on something? Ask, and a tutor who can tutor the topic picks it up in a platform session room, never through private contact." />
      <Stack gap="xl">
        <Stack gap="sm" component="section" aria-labelledby="current-heading">
          <Title order={2} fz="h3" id="current-heading">
            {current ? 'Your current question' : 'Ask for live help'}
          </Title>
          {current ? (
            <RequestCard request={current} timezone={timezone} headingOrder={3} />
          ) : !canAsk ? (
            <Text c="dimmed">Your account cannot ask for live help right now.</Text>
          ) : askWorlds.length === 0 ? (
            <Text c="dimmed">
              Live help questions are asked in a world you belong to.{' '}
              <Anchor underline="always" component={Link} href="/explore">
                Find a world to join
              </Anchor>
              .
            </Text>
          ) : (
            <AskForm worlds={askWorlds} questionMax={questionMax} />
          )}
        </Stack>

        <Stack gap="sm" component="section" aria-labelledby="list-heading">
          <Title order={2} fz="h3" id="list-heading">
            Questions
          </Title>
          {tabs.length > 1 && (
            <Tabs value={tab} onChange={(value) => value && visit({ tab: value, status: undefined, p: undefined })}>
              <Tabs.List>
                {tabs.map((value) => (
                  <Tabs.Tab key={value} value={value}>
                    {TAB_LABELS[value]}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </Tabs>
          )}
          <Group gap="sm" align="flex-end">
            <NativeSelect
              label="Status"
              value={status ?? ''}
              onChange={(event) => visit({ status: event.currentTarget.value || undefined, p: undefined })}
              data={[...(tab === 'mine' ? [{ value: '', label: 'Any' }] : []), ...statuses.map((value) => ({ value, label: STATUS_LABELS[value] ?? value }))]}
              w={{ base: '100%', xs: 240 }}
            />
            {world && (
              <Button variant="subtle" onClick={() => visit({ world: undefined, p: undefined })}>
                Show every world (now: {world.title})
              </Button>
            )}
          </Group>
          <Text size="sm" c="dimmed" aria-live="polite">
            {countLabel(meta.total, 'question', 'questions')}
          </Text>
          {requests.length === 0 ? (
            <Text c="dimmed">{tab === 'tutor' ? 'No questions here for the topics you can tutor in your worlds.' : 'No questions here.'}</Text>
          ) : (
            requests.map((request) => <RequestCard key={request.id} request={request} timezone={timezone} headingOrder={3} showLearner={!request.mine} />)
          )}
          <ListPager meta={meta} onPage={(page) => visit({ p: page })} />
        </Stack>
      </Stack>
    </Container>
  )
}

function AskForm({ worlds, questionMax }: { worlds: AskWorld[]; questionMax: number }) {
  const form = useForm({ worldId: worlds.length === 1 ? String(worlds[0].id) : '', topicId: '', question: '' })
  const errors = useFormErrors(form)
  const topics = worlds.find((world) => String(world.id) === form.data.worldId)?.topics ?? []
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    form.transform((data) => ({ worldId: Number(data.worldId) || null, topicId: Number(data.topicId) || null, question: data.question }))
    form.post(urlFor('live_help.store'), { preserveScroll: true })
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Ask for live help">
      <Stack gap="sm">
        <Select
          label="World"
          data={worlds.map((world) => ({ value: String(world.id), label: world.title }))}
          value={form.data.worldId || null}
          onChange={(value) => form.setData({ ...form.data, worldId: value ?? '', topicId: '' })}
          error={errorOf(errors, 'worldId')}
          allowDeselect={false}
          required
        />
        <Select
          label="Topic"
          data={topics.map((topic) => ({ value: String(topic.id), label: topic.name }))}
          value={form.data.topicId || null}
          onChange={(value) => form.setData('topicId', value ?? '')}
          error={errorOf(errors, 'topicId')}
          disabled={topics.length === 0}
          searchable
          required
        />
        <Textarea
          label="Your question"
          description="What are you stuck on? No phone numbers, e-mail addresses or handles: tutors answer in a session room."
          value={form.data.question}
          onChange={(event) => form.setData('question', event.currentTarget.value)}
          maxLength={questionMax}
          autosize
          minRows={3}
          error={errorOf(errors, 'question')}
          required
        />
        <Group>
          <Button type="submit" loading={form.processing}>
            Ask for help
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

function RequestCard({ request, timezone, headingOrder, showLearner = false }: { request: Request; timezone: string; headingOrder: 3 | 4; showLearner?: boolean }) {
  const [mode, setMode] = useState<'idle' | 'cancel' | 'complete'>('idle')
  const title = `${request.topicName} · ${request.worldTitle}`
  const [withOthers, setWithOthers] = useState(false)
  const pickUp = () => router.post(urlFor('live_help.pick_up', { id: request.id }), { withOthers }, { preserveScroll: true })
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={title}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Title order={headingOrder} fz="md" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          <Badge color={STATUS_COLORS[request.status] ?? 'gray'} variant="light" style={{ flexShrink: 0 }}>
            {STATUS_LABELS[request.status] ?? request.status}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {showLearner ? `${request.learnerName} asked` : 'Asked'} {instantText(request.createdAt, timezone)}
          {request.tutorName ? ` · tutor: ${request.tutorName}` : ''}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {request.question ?? 'This question was hidden by a moderator.'}
        </Text>
        {request.status === 'in-progress' && request.sessionId !== null && (request.mine || request.can.complete) && (
          <Anchor component={Link} href={urlFor('tutoring.sessions.show', { id: request.sessionId })} fw={600}>
            Open the live help session
          </Anchor>
        )}
        {request.status === 'canceled' && request.cancellationReason && (
          <Text size="sm">
            <Text span fw={600}>
              Canceled:
            </Text>{' '}
            {request.cancellationReason}
          </Text>
        )}
        {request.status === 'completed' && request.completionNote && (
          <Text size="sm">
            <Text span fw={600}>
              Tutor's note:
            </Text>{' '}
            {request.completionNote}
          </Text>
        )}
        {mode === 'idle' && request.can.pickUp && request.othersWaiting > 0 && (
          <Checkbox
            label={request.othersWaiting === 1 ? 'Also bring the other learner waiting on this topic' : `Also bring the ${request.othersWaiting} other learners waiting on this topic`}
            checked={withOthers}
            onChange={(event) => setWithOthers(event.currentTarget.checked)}
          />
        )}
        {mode === 'idle' && (request.can.pickUp || request.can.complete || request.can.cancel) && (
          <Group gap="sm">
            {request.can.pickUp && (
              <Button size="sm" onClick={pickUp}>
                Pick up
              </Button>
            )}
            {request.can.complete && (
              <Button size="sm" variant="light" onClick={() => setMode('complete')}>
                Mark completed
              </Button>
            )}
            {request.can.cancel && (
              <Button size="sm" variant="subtle" color="gray" onClick={() => setMode('cancel')}>
                Cancel question
              </Button>
            )}
          </Group>
        )}
        {mode === 'cancel' && <ReasonForm id={request.id} kind="cancel" onDone={() => setMode('idle')} />}
        {mode === 'complete' && <ReasonForm id={request.id} kind="complete" onDone={() => setMode('idle')} />}
      </Stack>
    </Card>
  )
}

function ReasonForm({ id, kind, onDone }: { id: number; kind: 'cancel' | 'complete'; onDone: () => void }) {
  const form = useForm({ text: '' })
  const errors = useFormErrors(form)
  const field = kind === 'cancel' ? 'reason' : 'note'
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    form.transform((data) => ({ [field]: data.text }))
    form.post(urlFor(kind === 'cancel' ? 'live_help.cancel' : 'live_help.complete', { id }), { preserveScroll: true, onSuccess: onDone })
  }
  return (
    <form onSubmit={submit} noValidate aria-label={kind === 'cancel' ? 'Cancel the question' : 'Complete the question'}>
      <Stack gap="sm">
        <Textarea
          label={kind === 'cancel' ? 'Why are you canceling?' : 'Note for the learner (optional)'}
          value={form.data.text}
          onChange={(event) => form.setData('text', event.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={2}
          error={errorOf(errors, field)}
          required={kind === 'cancel'}
        />
        <Group gap="sm">
          <Button type="submit" color={kind === 'cancel' ? 'red' : undefined} loading={form.processing}>
            {kind === 'cancel' ? 'Cancel question' : 'Mark completed'}
          </Button>
          <Button variant="default" onClick={onDone} disabled={form.processing}>
            Back
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
