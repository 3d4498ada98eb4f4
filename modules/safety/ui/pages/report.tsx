import { Fragment, useState, type FormEvent } from 'react'
import { useForm, usePage } from '@inertiajs/react'
import { Alert, Badge, Button, Container, Group, Paper, Radio, Stack, Text, TextInput, Textarea, Pill } from '@mantine/core'
import { PageHeader } from '~/components/page_header'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import { urlFor } from '~/lib/routes'
import type { SharedProps } from '~/lib/shared_props'
import { DESCRIPTION_MAX, OFFERED_REPORT_REASONS, SAFETY_MESSAGES, severityOf, type ReportReason } from '../../shared/index.js'

type Person = { userId: number; username: string; displayName: string }
type Props = { link: string | null; session: { id: number; title: string } | null }
type FormData = { reason: ReportReason | null; description: string; link: string; sessionId: number | null; subjectUserIds: number[] }

const SEVERITY_COLOR = { high: 'red', medium: 'orange', low: 'gray' } as const

/** The people a report names: a search (a session's people, else an exact username) and chips. */
function PeoplePicker({ sessionId, people, onChange }: { sessionId: number | null; people: Person[]; onChange: (people: Person[]) => void }) {
  const [query, setQuery] = useState('')
  const [found, setFound] = useState<Person[] | null>(null)
  async function search() {
    if (query.trim().length < 2) return setFound([])
    const response = await fetch(urlFor('safety.concern.people', {}, { qs: { q: query.trim(), ...(sessionId ? { sessionId } : {}) } }), { headers: { Accept: 'application/json' } })
    setFound(response.ok ? ((await response.json()).people as Person[]) : [])
  }
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label="Who is this about? (optional)"
          description={sessionId ? 'Search the people of this session by name.' : 'Type their exact username.'}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              void search()
            }
          }}
          style={{ flex: 1 }}
        />
        <Button variant="default" onClick={() => void search()}>
          Find
        </Button>
      </Group>
      {found !== null && (
        <Group gap="xs" role="status">
          {found.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nobody found.
            </Text>
          ) : (
            found.map((person) => (
              <Button key={person.userId} size="compact-sm" variant="light" disabled={people.some((chosen) => chosen.userId === person.userId)} onClick={() => onChange([...people, person])}>
                Add {person.displayName} (@{person.username})
              </Button>
            ))
          )}
        </Group>
      )}
      {people.length > 0 && (
        <Group gap="xs">
          {people.map((person) => (
            <Pill key={person.userId} withRemoveButton removeButtonProps={{ 'aria-label': `Remove ${person.displayName}` }} onRemove={() => onChange(people.filter((other) => other.userId !== person.userId))}>
              {person.displayName}
            </Pill>
          ))}
        </Group>
      )}
    </Stack>
  )
}

/** safety/report — Share Safety Concern (spec 000 §2.2 /report?link=). */
export default function Report({ link, session }: Props) {
  const { flash } = usePage<SharedProps>().props
  const [people, setPeople] = useState<Person[]>([])
  const form = useForm<FormData>({ reason: null, description: '', link: link ?? '', sessionId: session?.id ?? null, subjectUserIds: [] })
  const errors = useFormErrors(form)
  const high = form.data.reason !== null && severityOf(form.data.reason) === 'high'

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    form.transform((data) => ({ ...data, link: data.link.trim() || null, subjectUserIds: people.map((person) => person.userId) }))
    form.post(urlFor('safety.concern.store'), { preserveScroll: true, onSuccess: () => (form.reset(), setPeople([])) })
  }

  return (
    <Container size="sm" px={{ base: 'xs', sm: 'md' }}>
      <PageHeader title="Share a safety concern" description="Tell our safety team about something that worried you. Only the safety team reads this." />
      {flash.success && (
        <Alert color="green" mb="md" role="status" title="Report sent">
          {flash.success}
        </Alert>
      )}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Radio.Group label="What is it about?" value={form.data.reason} onChange={(value) => form.setData('reason', value as ReportReason)} error={errorOf(errors, 'reason')} withAsterisk>
              <Stack gap="xs" mt="xs">
                {OFFERED_REPORT_REASONS.map((reason) => (
                  <Fragment key={reason.value}>
                    <Radio
                      value={reason.value}
                      label={
                        <Group gap={6} component="span">
                          {reason.label}
                          {reason.severity === 'high' && (
                            <Badge size="xs" color={SEVERITY_COLOR.high} variant="light" component="span">
                              Urgent
                            </Badge>
                          )}
                        </Group>
                      }
                      description={reason.description}
                    />
                    {high && reason.value === form.data.reason && (
                      <Alert color="red" variant="light" ml={32} title="We take this seriously">
                        <Text size="sm">{SAFETY_MESSAGES.reviewedFirst}</Text>
                        {reason.value === 'suicide-or-self-harm' && (
                          <Text size="sm" fw={600}>
                            {SAFETY_MESSAGES.getHelpNow}
                          </Text>
                        )}
                      </Alert>
                    )}
                  </Fragment>
                ))}
              </Stack>
            </Radio.Group>
            <Textarea
              label="What happened?"
              withAsterisk
              value={form.data.description}
              onChange={(event) => form.setData('description', event.currentTarget.value)}
              maxLength={DESCRIPTION_MAX}
              autosize
              minRows={4}
              maxRows={12}
              error={errorOf(errors, 'description')}
            />
            <TextInput
              label="Link (optional)"
              description="A page on this site: the post, profile or session it happened on."
              value={form.data.link}
              onChange={(event) => form.setData('link', event.currentTarget.value)}
              error={errorOf(errors, 'link')}
            />
            {session && (
              <Text size="sm">
                Session: <strong>{session.title}</strong>
              </Text>
            )}
            {errorOf(errors, 'sessionId') && (
              <Text size="sm" c="red" role="alert">
                {errorOf(errors, 'sessionId')}
              </Text>
            )}
            <PeoplePicker sessionId={session?.id ?? null} people={people} onChange={setPeople} />
            <Group justify="flex-end">
              <Button type="submit" color="red" loading={form.processing}>
                Send to the safety team
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Container>
  )
}
