import { useState } from 'react'
import { Link, router, useForm } from '@inertiajs/react'
import { Alert, Anchor, Badge, Button, Card, Checkbox, Container, Group, Select, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core'
import { countLabel, ListPager } from '~/components/list_footer'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import { PageHeader } from '~/components/page_header'
import { DAY_PARTS, SLOT_VALUES, WEEKDAYS, slotLabel } from '../../shared/availability'

type Filters = {
  topic: number | null
  language: string | null
  certified: boolean
  rating: string | null
  day: string | null
  part: string | null
  page: number
}

const FILTER_NAMES: Record<string, string> = {
  topic: 'topic',
  language: 'language',
  certified: 'certified only',
  rating: 'rating',
  day: 'day',
  part: 'time of day',
}
type Props = {
  tutors: Data.Tutors.TutorCard[]
  meta: { total: number; currentPage: number; lastPage: number }
  filters: Filters
  topics: { id: number; name: string }[]
  languages: { code: string; name: string }[]
  ratings: { value: string; label: string }[]
  ignored: string[]
  timezone: string
  pledges: { id: number; topicId: number; topicName: string; slot: string | null }[]
  pledgeTopics: { id: number; name: string }[]
  viewerId: number | null
}

/** tutors/explore — /explore/tutors: tutors who take one-on-one requests (spec 000 §2.6; issue 18 §2). */
export default function ExploreTutors({ tutors, meta, filters, topics, languages, ratings, ignored, timezone, pledges, pledgeTopics, viewerId }: Props) {
  const languageName = (code: string) => languages.find((l) => l.code === code)?.name ?? code
  const visit = (change: Partial<Filters>) => {
    const next = { ...filters, page: 1, ...change }
    router.get(
      urlFor('tutors.directory'),
      {
        topic: next.topic ?? undefined,
        language: next.language ?? undefined,
        certified: next.certified ? '1' : undefined,
        rating: next.rating ?? undefined,
        day: next.day ?? undefined,
        part: next.part ?? undefined,
        page: next.page > 1 ? next.page : undefined,
      },
      { preserveScroll: true, preserveState: true }
    )
  }
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader title="Tutors" description="Find a tutor and ask for a one-on-one. Every one-on-one happens in a platform session room." />
      <Stack gap="lg">
        <Group component="section" aria-label="Filters" align="flex-end" gap="sm" wrap="wrap">
          <Select
            label="Topic"
            placeholder="Any topic"
            data={topics.map((t) => ({ value: String(t.id), label: t.name }))}
            value={filters.topic ? String(filters.topic) : null}
            onChange={(value) => visit({ topic: value ? Number(value) : null })}
            clearable
            searchable
            w={{ base: '100%', xs: 240 }}
          />
          <Select
            label="Language"
            placeholder="Any language"
            data={languages.map((l) => ({ value: l.code, label: l.name }))}
            value={filters.language}
            onChange={(value) => visit({ language: value })}
            clearable
            searchable
            w={{ base: '100%', xs: 200 }}
          />
          <Select
            label="Rating"
            placeholder="Any rating"
            data={ratings}
            value={filters.rating}
            onChange={(value) => visit({ rating: value })}
            clearable
            w={{ base: '100%', xs: 280 }}
          />
          <Select
            label="Day"
            placeholder="Any day"
            data={WEEKDAYS.map((day) => ({ value: day.value, label: day.label }))}
            value={filters.day}
            onChange={(value) => visit({ day: value })}
            clearable
            w={{ base: '100%', xs: 160 }}
          />
          <Select
            label="Time of day"
            description={`Your time (${timezone})`}
            placeholder="Any time"
            data={DAY_PARTS.map((part) => ({ value: part.value, label: part.label }))}
            value={filters.part}
            onChange={(value) => visit({ part: value })}
            clearable
            w={{ base: '100%', xs: 220 }}
          />
          <Checkbox label="Certified tutors only" checked={filters.certified} onChange={(event) => visit({ certified: event.currentTarget.checked })} mb={8} />
        </Group>
        {ignored.length > 0 && (
          <Alert color="yellow" variant="light" title="Some filters were not understood">
            These filters were ignored: {ignored.map((key) => FILTER_NAMES[key] ?? key).join(', ')}.
          </Alert>
        )}
        <Text size="sm" c="dimmed" aria-live="polite">
          {countLabel(meta.total, 'tutor', 'tutors')}
        </Text>
        {tutors.length === 0 ? (
          <Text>No tutors match these filters. Try another topic or language.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            {tutors.map((tutor) => (
              <TutorCardView key={tutor.userId} tutor={tutor} viewerId={viewerId} languageName={languageName} />
            ))}
          </SimpleGrid>
        )}
        <ListPager meta={meta} onPage={(page) => visit({ page })} />
        {viewerId !== null && <PledgeSection pledges={pledges} topics={pledgeTopics} timezone={timezone} />}
      </Stack>
    </Container>
  )
}

function TutorCardView({ tutor, viewerId, languageName }: { tutor: Data.Tutors.TutorCard; viewerId: number | null; languageName: (code: string) => string }) {
  const [asking, setAsking] = useState(false)
  const headingId = `tutor-${tutor.userId}`
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={2} fz="h4" id={headingId}>
          {tutor.username ? (
            <Anchor component={Link} href={`/u/${tutor.username}`} c="inherit" fw={700}>
              {tutor.displayName}
            </Anchor>
          ) : (
            tutor.displayName
          )}
        </Title>
        <Text size="sm" c="dimmed">
          {tutor.hostedSessions === 1 ? '1 session hosted' : `${tutor.hostedSessions} sessions hosted`} · {tutor.languages.map(languageName).join(', ')}
        </Text>
        {tutor.rating && (
          <Text size="sm">
            Rated {tutor.rating.average.toFixed(1)} of 3 by learners ({tutor.rating.count} ratings)
          </Text>
        )}
        {tutor.availability.length > 0 && (
          <Text size="sm" c="dimmed">
            Usually available (your time): {tutor.availability.map(slotLabel).join(', ')}
          </Text>
        )}
        {tutor.bio && (
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} lineClamp={6}>
            {tutor.bio}
          </Text>
        )}
        <Group gap={6}>
          {tutor.topics.map((topic) => (
            <Badge key={topic.id} variant="light" color={topic.certified ? 'green' : 'gray'} style={{ textTransform: 'none' }}>
              {topic.name}
              {topic.certified ? ' · certified' : ''}
            </Badge>
          ))}
        </Group>
        {tutor.throttled ? (
          <Alert color="yellow" variant="light" title="Not taking new requests this week">
            <Stack gap={4}>
              <Text size="sm">This tutor has had many requests. Other tutors for these topics:</Text>
              {tutor.topics.map((topic) => (
                <Anchor key={topic.id} size="sm" component={Link} href={urlFor('tutors.directory', {}, { qs: { topic: topic.id } })}>
                  Tutors for {topic.name}
                </Anchor>
              ))}
            </Stack>
          </Alert>
        ) : viewerId === null ? (
          <Anchor component={Link} href={`/login?returnTo=${encodeURIComponent('/explore/tutors')}`} size="sm">
            Sign in to request a one-on-one
          </Anchor>
        ) : viewerId === tutor.userId ? (
          <Anchor component={Link} href={urlFor('tutors.profile.edit')} size="sm">
            Edit your one-on-one profile
          </Anchor>
        ) : asking ? (
          <RequestForm tutor={tutor} onDone={() => setAsking(false)} />
        ) : (
          <Button variant="light" onClick={() => setAsking(true)}>
            Request a one-on-one
          </Button>
        )}
      </Stack>
    </Card>
  )
}

function RequestForm({ tutor, onDone }: { tutor: Data.Tutors.TutorCard; onDone: () => void }) {
  const form = useForm({ topicId: tutor.topics.length === 1 ? tutor.topics[0].id : 0, details: '' })
  const errors = useFormErrors(form)
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    form.post(urlFor('tutors.requests.store', { userId: tutor.userId }), { preserveScroll: true })
  }
  return (
    <form onSubmit={submit} noValidate aria-label={`Request a one-on-one with ${tutor.displayName}`}>
      <Stack gap="sm">
        <Select
          label="Topic"
          data={tutor.topics.map((t) => ({ value: String(t.id), label: t.name }))}
          value={form.data.topicId ? String(form.data.topicId) : null}
          onChange={(value) => form.setData('topicId', value ? Number(value) : 0)}
          allowDeselect={false}
          error={errorOf(errors, 'topicId')}
          required
        />
        <Textarea
          label="What do you need help with?"
          description="The tutor reads this. Do not share contact details: the one-on-one happens in a session room."
          value={form.data.details}
          onChange={(event) => form.setData('details', event.currentTarget.value)}
          maxLength={2000}
          autosize
          minRows={3}
          error={errorOf(errors, 'details')}
          required
        />
        <Group gap="sm">
          <Button type="submit" loading={form.processing}>
            Send request
          </Button>
          <Button variant="default" onClick={onDone} disabled={form.processing}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** Demand pledges (issue 18 §2 ★): wait for a tutor on a topic nobody offers yet; tutors see counts only. */
function PledgeSection({ pledges, topics, timezone }: { pledges: Props['pledges']; topics: Props['pledgeTopics']; timezone: string }) {
  const form = useForm<{ topicId: number; slot: string | null }>({ topicId: 0, slot: null })
  const errors = useFormErrors(form)
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    form.post(urlFor('tutors.pledges.store'), { preserveScroll: true, onSuccess: () => form.reset() })
  }
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="pledge-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="pledge-title">
          No tutor for your topic?
        </Title>
        <Text size="sm">Tell tutors you are waiting. They see how many learners wait for a topic, never who.</Text>
        <form onSubmit={submit} noValidate aria-labelledby="pledge-title">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Select
              label="Topic you need"
              data={topics.map((t) => ({ value: String(t.id), label: t.name }))}
              value={form.data.topicId ? String(form.data.topicId) : null}
              onChange={(value) => form.setData('topicId', value ? Number(value) : 0)}
              searchable
              error={errorOf(errors, 'topicId')}
              required
              w={{ base: '100%', xs: 260 }}
            />
            <Select
              label="When (optional)"
              description={`Your time (${timezone})`}
              placeholder="Any time"
              data={SLOT_VALUES.map((slot) => ({ value: slot, label: slotLabel(slot) }))}
              value={form.data.slot}
              onChange={(value) => form.setData('slot', value)}
              clearable
              error={errorOf(errors, 'slot')}
              w={{ base: '100%', xs: 220 }}
            />
            <Button type="submit" loading={form.processing}>
              I am waiting for a tutor
            </Button>
          </Group>
        </form>
        {pledges.length > 0 && (
          <Stack gap={4}>
            <Title order={3} fz="sm">
              Topics you are waiting for
            </Title>
            {pledges.map((pledge) => (
              <Group key={pledge.id} gap="sm" wrap="wrap">
                <Text size="sm">
                  {pledge.topicName}
                  {pledge.slot ? ` · ${slotLabel(pledge.slot)}` : ''}
                </Text>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  onClick={() => router.post(urlFor('tutors.pledges.withdraw', { id: pledge.id }), {}, { preserveScroll: true })}
                  aria-label={`Withdraw your pledge for ${pledge.topicName}`}
                >
                  Withdraw
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  )
}
