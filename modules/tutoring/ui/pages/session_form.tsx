import type { FormEvent } from 'react'
import { Head, Link, router, useForm, usePage } from '@inertiajs/react'
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import type { Data } from '~generated/data'

type Values = {
  world: string
  topicId: number | null
  title: string
  description: string
  startDate: string
  endDate: string
  maxLearners: number
  languages: string[]
  allowCohosts: boolean
  attendancePolicy: string
  studySpace: boolean
}

type Props = {
  mode: 'create' | 'edit'
  sessionId: number | null
  values: Data.Tutoring.SessionForm | Data.Tutoring.SessionForm.Variants['forEdit']
  worlds: Array<{ id: number; slug: string; title: string }>
  topics: Array<{ id: number; name: string; course: string }>
  languages: Array<{ code: string; label: string }>
  policies: string[]
  maxLearnersLimit: number
  timezone: string
  seatsTaken?: number
}

const POLICY_LABELS: Record<string, { label: string; description: string }> = {
  'standard': { label: 'Standard', description: 'Learners can join any time until the end.' },
  'no-late-entry': { label: 'No late entry', description: 'The join link closes 10 minutes after the start.' },
}

function errorText(errors: Record<string, unknown>, key: string): string | undefined {
  const value = errors[key]
  if (typeof value === 'string') return value || undefined
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0]
  return undefined
}

/** Adds minutes to a "yyyy-MM-ddTHH:mm" local value, staying local. */
function plusMinutes(local: string, minutes: number) {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local)
  if (!match) return ''
  const d = new Date(Date.UTC(+match[1], +match[2] - 1, +match[3], +match[4], +match[5]) + minutes * 60000)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`
}

/** tutoring/session_form — create (/session/new) and edit (/session/{id}/edit) a session. */
export default function SessionForm(props: Props) {
  const { mode, sessionId, worlds, topics, languages, policies, maxLearnersLimit, timezone } = props
  const duration = 'durationMinutes' in props.values ? props.values.durationMinutes : 60
  const form = useForm<Values>({
    world: props.values.world,
    topicId: props.values.topicId,
    title: props.values.title,
    description: props.values.description,
    startDate: props.values.startDate,
    endDate: props.values.endDate,
    maxLearners: props.values.maxLearners,
    languages: props.values.languages,
    allowCohosts: props.values.allowCohosts,
    attendancePolicy: props.values.attendancePolicy,
    studySpace: 'studySpace' in props.values ? props.values.studySpace : false,
  })
  const pageErrors = (usePage().props.errors ?? {}) as Record<string, unknown>
  const errors = { ...pageErrors, ...(form.errors as Record<string, unknown>) }
  const title = mode === 'create' ? 'Host a session' : 'Edit session'

  function submit(event: FormEvent) {
    event.preventDefault()
    if (mode === 'create') form.post('/session', { preserveScroll: true })
    else form.put(`/session/${sessionId}`, { preserveScroll: true })
  }

  function chooseWorld(slug: string | null) {
    form.setData((d) => ({ ...d, world: slug ?? '', topicId: null }))
    // Reload only the topic choices for that world's course (the form keeps its values).
    router.get('/session/new', slug ? { world: slug } : {}, { preserveState: true, preserveScroll: true, only: ['topics'] })
  }

  const topicGroups = Object.entries(
    topics.reduce<Record<string, Array<{ value: string; label: string }>>>((groups, t) => {
      const key = t.course || 'Topics'
      ;(groups[key] ??= []).push({ value: String(t.id), label: t.name })
      return groups
    }, {})
  ).map(([group, items]) => ({ group, items }))

  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
      <Head title={title} />
      <Anchor component={Link} href={sessionId ? `/session/${sessionId}` : '/explore'} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden /> {sessionId ? 'Back to the session' : 'Sessions'}
        </Group>
      </Anchor>
      <Title order={1} mt="md" mb="xs">
        {title}
      </Title>
      <Text c="dimmed" mb="lg">
        {mode === 'create'
          ? 'Schedule a live small-group session on a topic you can tutor.'
          : 'Registrants get an email when the title, description, time, languages or attendance policy change.'}
      </Text>

      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="form" onSubmit={submit} noValidate>
        <Stack gap="md">
          {errorText(errors, 'form') && <Alert color="red">{errorText(errors, 'form')}</Alert>}
          {mode === 'create' ? (
            <>
              <Select
                label="World"
                placeholder="Choose a world"
                data={worlds.map((w) => ({ value: w.slug, label: w.title }))}
                value={form.data.world || null}
                onChange={chooseWorld}
                searchable
                required
                error={errorText(errors, 'world')}
              />
              <Select
                label="Topic"
                placeholder={topics.length ? 'Choose a topic you can tutor' : 'No topic you can tutor in this world yet'}
                data={topicGroups}
                value={form.data.topicId ? String(form.data.topicId) : null}
                onChange={(v) => form.setData('topicId', v ? Number(v) : null)}
                searchable
                required
                error={errorText(errors, 'topicId')}
              />
            </>
          ) : (
            <Text size="sm">
              <Text span fw={600}>
                Topic:
              </Text>{' '}
              {topics[0]?.name ?? ''} ·{' '}
              <Text span fw={600}>
                World:
              </Text>{' '}
              {worlds[0]?.title ?? ''}
            </Text>
          )}
          <TextInput
            label="Title"
            value={form.data.title}
            onChange={(e) => form.setData('title', e.currentTarget.value)}
            maxLength={200}
            required
            error={errorText(errors, 'title')}
          />
          <Textarea
            label="Description"
            description="What you will cover and how learners can prepare."
            value={form.data.description}
            onChange={(e) => form.setData('description', e.currentTarget.value)}
            maxLength={5000}
            autosize
            minRows={4}
            error={errorText(errors, 'description')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label="Start"
              type="datetime-local"
              value={form.data.startDate}
              onChange={(e) => {
                const start = e.currentTarget.value
                form.setData((d) => ({ ...d, startDate: start, endDate: d.endDate || plusMinutes(start, duration) }))
              }}
              required
              error={errorText(errors, 'startDate')}
            />
            <TextInput
              label="End"
              type="datetime-local"
              value={form.data.endDate}
              onChange={(e) => form.setData('endDate', e.currentTarget.value)}
              required
              error={errorText(errors, 'endDate')}
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed" mt={-8}>
            Times are in your time zone, {timezone}.
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <NumberInput
              label="Maximum learners"
              description={props.seatsTaken ? `${props.seatsTaken} already registered` : undefined}
              min={1}
              max={maxLearnersLimit}
              value={form.data.maxLearners}
              onChange={(v) => form.setData('maxLearners', typeof v === 'number' ? v : Number(v) || 1)}
              required
              error={errorText(errors, 'maxLearners')}
            />
            <MultiSelect
              label="Languages"
              data={languages.map((l) => ({ value: l.code, label: l.label }))}
              value={form.data.languages}
              onChange={(v) => form.setData('languages', v)}
              maxValues={5}
              required
              error={errorText(errors, 'languages')}
            />
          </SimpleGrid>
          {mode === 'create' && (
            <Switch
              label="Study space (drop-in)"
              description="An open co-working room: learners join while it is live, without registering ahead, up to the maximum."
              checked={form.data.studySpace}
              onChange={(e) => form.setData('studySpace', e.currentTarget.checked)}
            />
          )}
          {!form.data.studySpace && (
            <Radio.Group
              label="Attendance policy"
              value={form.data.attendancePolicy}
              onChange={(v) => form.setData('attendancePolicy', v)}
              error={errorText(errors, 'attendancePolicy')}
            >
              <Stack gap="xs" mt="xs">
                {policies.map((p) => (
                  <Radio key={p} value={p} label={POLICY_LABELS[p]?.label ?? p} description={POLICY_LABELS[p]?.description} />
                ))}
              </Stack>
            </Radio.Group>
          )}
          <Switch
            label="Allow co-hosts"
            description="Other tutors who can tutor this topic may ask to co-host; you approve them."
            checked={form.data.allowCohosts}
            onChange={(e) => form.setData('allowCohosts', e.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={form.processing}>
              {mode === 'create' ? 'Schedule session' : 'Save changes'}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  )
}
