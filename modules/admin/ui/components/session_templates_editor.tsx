import { useState, type FormEvent } from 'react'
import { Link, useForm } from '@inertiajs/react'
import { Badge, Button, Group, Modal, NumberInput, Paper, Stack, Switch, Table, Text, TextInput, Textarea, Title, VisuallyHidden } from '@mantine/core'
import { RichTextEditor } from '../../../rich_text/ui/index'
import { serializeRichText, type RichTextContent } from '../../../rich_text/shared/index'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'

type SessionTemplate = Data.Series.SessionTemplate

type FormData = {
  title: string
  description: string
  curriculumUrl: string
  durationMinutes: number | null
  maxLearners: number | null
  seriesPosition: number | null
  active: boolean
}

const toNumber = (value: string | number) => (value === '' || value === null ? null : Number(value))

/** Add or change one session of the series (null: a new one, placed last unless a position is given). */
function SessionTemplateForm({ templateId, session, onDone }: { templateId: number; session: SessionTemplate | null; onDone: () => void }) {
  const [curriculum, setCurriculum] = useState<RichTextContent | null>((session?.curriculum as RichTextContent | null) ?? null)
  const form = useForm<FormData>({
    title: session?.title ?? '',
    description: session?.description ?? '',
    curriculumUrl: session?.curriculumUrl ?? '',
    durationMinutes: session?.durationMinutes ?? null,
    maxLearners: session?.maxLearners ?? null,
    seriesPosition: session?.seriesPosition ?? null,
    active: session?.active ?? true,
  })
  const errors = useFormErrors(form)
  const error = (key: string) => errorOf(errors, key)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    form.transform((data) => ({
      ...data,
      curriculum: curriculum ? serializeRichText(curriculum) : null,
      curriculumUrl: data.curriculumUrl || null,
      seriesPosition: data.seriesPosition ?? undefined,
    }))
    const options = { preserveScroll: true, onSuccess: onDone }
    if (session) form.put(`/admin/templates/${templateId}/sessions/${session.id}`, options)
    else form.post(`/admin/templates/${templateId}/sessions`, options)
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="Title" required maxLength={200} value={form.data.title} onChange={(event) => form.setData('title', event.currentTarget.value)} error={error('title')} />
        <Textarea label="Description" description="Empty: the series' description" autosize minRows={2} maxLength={5000} value={form.data.description} onChange={(event) => form.setData('description', event.currentTarget.value)} error={error('description')} />
        <RichTextEditor label="Curriculum" variant="full" value={curriculum} onChange={setCurriculum} error={error('curriculum')} />
        <TextInput label="Curriculum link" description="Optional: an outside curriculum (https)" value={form.data.curriculumUrl} onChange={(event) => form.setData('curriculumUrl', event.currentTarget.value)} error={error('curriculumUrl')} />
        <Group grow align="flex-start">
          <NumberInput label="Minutes" description="Empty: the series'" min={15} max={240} allowDecimal={false} value={form.data.durationMinutes ?? ''} onChange={(value) => form.setData('durationMinutes', toNumber(value))} error={error('durationMinutes')} />
          <NumberInput label="Seats" description="Never fewer than the series'" min={1} max={500} allowDecimal={false} value={form.data.maxLearners ?? ''} onChange={(value) => form.setData('maxLearners', toNumber(value))} error={error('maxLearners')} />
          <NumberInput label="Position" description="Empty: last" min={1} max={500} allowDecimal={false} value={form.data.seriesPosition ?? ''} onChange={(value) => form.setData('seriesPosition', toNumber(value))} error={error('seriesPosition')} />
        </Group>
        <Switch label="Active (a new series gets this session)" checked={form.data.active} onChange={(event) => form.setData('active', event.currentTarget.checked)} />
        <Group justify="flex-end">
          <Button type="submit" loading={form.processing}>
            {session ? 'Save session' : 'Add session'}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/**
 * The sessions of a series template (issue 21 §1): with any active one, hosting creates one session
 * per active session template, in this order, each with its own curriculum.
 */
export function SessionTemplatesEditor({ templateId, sessions }: { templateId: number; sessions: SessionTemplate[] }) {
  const [editing, setEditing] = useState<SessionTemplate | 'new' | null>(null)
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="session-templates-title">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} fz="h4" id="session-templates-title">
          Sessions and curriculum
        </Title>
        <Button variant="light" onClick={() => setEditing('new')}>
          Add a session
        </Button>
      </Group>
      {sessions.length === 0 ? (
        <Text size="sm" c="dimmed">
          No sessions of their own: hosting creates the schedule's sessions from this template alone.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>Session</Table.Th>
                <Table.Th>Minutes</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Change</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sessions.map((session) => (
                <Table.Tr key={session.id}>
                  <Table.Td>{session.seriesPosition}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="wrap">
                      <Text size="sm">{session.title}</Text>
                      {!session.active && (
                        <Badge color="gray" variant="light" tt="none">
                          inactive
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{session.durationMinutes ?? '—'}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Button size="xs" variant="subtle" onClick={() => setEditing(session)} aria-label={`Edit session ${session.seriesPosition}, ${session.title}`}>
                        Edit
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        component={Link}
                        href={urlFor('series.session_template_questionnaire.edit', { id: templateId, sessionTemplateId: session.id })}
                        aria-label={`Questionnaire of session ${session.seriesPosition}, ${session.title}`}
                      >
                        Questionnaire
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? 'Add a session' : 'Edit the session'} size="lg">
        {editing !== null && <SessionTemplateForm templateId={templateId} session={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      </Modal>
    </Paper>
  )
}
