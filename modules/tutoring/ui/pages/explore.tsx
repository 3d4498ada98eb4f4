import { useState, type FormEvent } from 'react'
import { useMediaQuery } from '@mantine/hooks'
import { Link, router } from '@inertiajs/react'
import { Button, Checkbox, Collapse, Container, Group, Pagination, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core'
import { IconAdjustmentsHorizontal, IconPlus, IconSearch } from '@tabler/icons-react'
import { PageHeader } from '~/components/page_header'
import { SessionCard } from '../components/session_card'
import type { Data } from '~generated/data'

type Filters = {
  world: string | null
  topic: number | null
  from: string | null
  to: string | null
  language: string | null
  open: boolean
  filter: string | null
  page: number
}

type Props = {
  sessions: Data.Tutoring.SessionCard[]
  /** `totalCapped`: there are more than `total` (the server stopped counting). */
  sessionsMeta: { total: number; totalCapped?: boolean; currentPage: number; lastPage: number; perPage: number }
  filters: Filters
  worlds: Array<{ slug: string; title: string }>
  topics: Array<{ id: number; name: string }>
  languages: Array<{ code: string; label: string }>
  canCreate: boolean
}

function query(values: Omit<Filters, 'page'>, page = 1) {
  const params: Record<string, string> = {}
  if (values.filter) params.filter = values.filter
  if (values.world) params.world = values.world
  if (values.topic) params.topic = String(values.topic)
  if (values.from) params.from = values.from
  if (values.to) params.to = values.to
  if (values.language) params.language = values.language
  if (values.open) params.open = '1'
  if (page > 1) params.page = String(page)
  return params
}

/** tutoring/explore — /explore: upcoming sessions with filters, sorted by start, paginated. */
export default function Explore({ sessions, sessionsMeta, filters, worlds, topics, languages, canCreate }: Props) {
  const [values, setValues] = useState<Omit<Filters, 'page'>>({
    world: filters.world,
    topic: filters.topic,
    from: filters.from,
    to: filters.to,
    language: filters.language,
    open: filters.open,
    filter: filters.filter,
  })
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) => setValues((v) => ({ ...v, [key]: value }))

  function apply(event: FormEvent) {
    event.preventDefault()
    router.get('/explore', query(values), { preserveScroll: true })
  }

  const meta = sessionsMeta
  const anyFilter = Object.values(query(values)).length > 0
  // On narrow screens the filters beyond the search fold away behind a button.
  const wide = useMediaQuery('(min-width: 48em)', true)
  const [showFilters, setShowFilters] = useState(false)
  const moreFilters = Object.keys(query({ ...values, filter: null })).length

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader
        title="Sessions"
        description="Live small-group sessions hosted by volunteer tutors. Free, always."
        actions={
          canCreate && (
            <Button component={Link} href="/session/new" leftSection={<IconPlus size={16} aria-hidden />}>
              Host a session
            </Button>
          )
        }
      />

      <Paper withBorder radius="md" p="md" mb="lg" component="form" onSubmit={apply} aria-label="Filter sessions">
        <Stack gap="sm">
          <Group align="flex-end" gap="sm" wrap="nowrap">
            <TextInput
              label="Search"
              placeholder="Title or topic"
              value={values.filter ?? ''}
              onChange={(e) => set('filter', e.currentTarget.value || null)}
              leftSection={<IconSearch size={16} aria-hidden />}
              maxLength={100}
              style={{ flex: 1 }}
            />
            {!wide && (
              <Button
                variant="default"
                onClick={() => setShowFilters((v) => !v)}
                leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
                aria-expanded={showFilters}
                aria-controls="explore-more-filters"
              >
                {showFilters ? 'Hide' : moreFilters > 0 ? `Filters (${moreFilters})` : 'Filters'}
              </Button>
            )}
          </Group>
          <Collapse expanded={wide || showFilters} id="explore-more-filters">
            <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }} spacing="sm">
              <Select
                label="World"
                placeholder="Any world"
                data={worlds.map((w) => ({ value: w.slug, label: w.title }))}
                value={values.world}
                onChange={(v) => set('world', v)}
                clearable
                searchable
              />
              <Select
                label="Topic"
                placeholder="Any topic"
                data={topics.map((t) => ({ value: String(t.id), label: t.name }))}
                value={values.topic ? String(values.topic) : null}
                onChange={(v) => set('topic', v ? Number(v) : null)}
                clearable
                searchable
                nothingFoundMessage="No topic has upcoming sessions"
              />
              <TextInput label="From" type="date" value={values.from ?? ''} onChange={(e) => set('from', e.currentTarget.value || null)} />
              <TextInput label="To" type="date" value={values.to ?? ''} onChange={(e) => set('to', e.currentTarget.value || null)} />
              <Select
                label="Language"
                placeholder="Any language"
                data={languages.map((l) => ({ value: l.code, label: l.label }))}
                value={values.language}
                onChange={(v) => set('language', v)}
                clearable
              />
            </SimpleGrid>
          </Collapse>
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Checkbox label="Only sessions with open seats" checked={values.open} onChange={(e) => set('open', e.currentTarget.checked)} />
            <Group gap="sm">
              {anyFilter && (
                <Button variant="default" component={Link} href="/explore">
                  Clear
                </Button>
              )}
              <Button type="submit">Show sessions</Button>
            </Group>
          </Group>
        </Stack>
      </Paper>

      <Text size="sm" c="dimmed" mb="sm" aria-live="polite">
        {meta.totalCapped
          ? `${Math.floor(meta.total / 10) * 10}+ upcoming sessions`
          : meta.total === 1
            ? '1 upcoming session'
            : `${meta.total} upcoming sessions`}
      </Text>

      {sessions.length === 0 ? (
        <Paper withBorder radius="md" p="xl" ta="center">
          <Title order={2} size="h4" mb="xs">
            No sessions match
          </Title>
          <Text c="dimmed">Try another day range or topic, or clear the filters.</Text>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {sessions.map((session) => (
            <SessionCard key={session.id} session={session} />
          ))}
        </SimpleGrid>
      )}

      {meta.lastPage > 1 && (
        <Group justify="center" mt="xl">
          <Pagination
            total={meta.lastPage}
            value={meta.currentPage}
            onChange={(page) => router.get('/explore', query(filters, page), { preserveScroll: false })}
            getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
          />
        </Group>
      )}
    </Container>
  )
}
