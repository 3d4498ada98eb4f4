import { useState } from 'react'
import { router, useForm } from '@inertiajs/react'
import { Badge, Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Textarea, Title } from '@mantine/core'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import { AdminLayout } from '~/components/admin_layout'
import { PRIORITY_LABELS, ASSIGNMENT_PRIORITIES, type AssignmentPriority } from '../../shared/rules'

type Row = Data.Training.AdminTraining
type Props = { admin: Data.Kernel.AdminFrame; trainings: Row[] }

function CreateForm() {
  const form = useForm({
    slug: '',
    title: '',
    excerpt: '',
    description: '',
    tagline: '',
    primaryType: 'tutor' as 'tutor' | 'unsuspend',
    secondaryType: '',
    timeEstimateMinutes: 15 as number | '',
    linkTraining: '',
    linkSummary: '',
  })
  const errors = useFormErrors(form)
  const text = (key: 'slug' | 'title' | 'excerpt' | 'tagline' | 'secondaryType' | 'linkTraining' | 'linkSummary', label: string, required = false) => (
    <TextInput label={label} value={form.data[key]} onChange={(event) => form.setData(key, event.currentTarget.value)} error={errorOf(errors, key)} required={required} />
  )
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="create-training">
      <Title order={2} fz="h4" mb="sm" id="create-training">
        Create a training
      </Title>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          form.transform((data) => Object.fromEntries(Object.entries(data).filter(([, value]) => value !== '')))
          form.post(urlFor('training.admin_store'), { preserveScroll: true, onSuccess: () => form.reset() })
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {text('title', 'Title', true)}
          {text('slug', 'Slug (lowercase words joined by hyphens)', true)}
          <Select
            label="Type"
            data={[
              { value: 'tutor', label: 'Tutor training' },
              { value: 'unsuspend', label: 'Account recovery (unsuspend)' },
            ]}
            value={form.data.primaryType}
            onChange={(value) => form.setData('primaryType', (value ?? 'tutor') as 'tutor' | 'unsuspend')}
            allowDeselect={false}
            error={errorOf(errors, 'primaryType')}
          />
          {text('secondaryType', 'Secondary type (for recovery: the suspension context, e.g. learner-no-shows)')}
          <NumberInput
            label="Time estimate (minutes)"
            min={1}
            max={600}
            allowDecimal={false}
            value={form.data.timeEstimateMinutes}
            onChange={(value) => form.setData('timeEstimateMinutes', typeof value === 'number' ? value : '')}
            error={errorOf(errors, 'timeEstimateMinutes')}
            required
          />
          {text('tagline', 'Tagline')}
          {text('linkTraining', 'Training link')}
          {text('linkSummary', 'Summary link')}
        </SimpleGrid>
        <TextInput mt="sm" label="Excerpt" value={form.data.excerpt} onChange={(event) => form.setData('excerpt', event.currentTarget.value)} error={errorOf(errors, 'excerpt')} />
        <Textarea mt="sm" label="Description" autosize minRows={3} value={form.data.description} onChange={(event) => form.setData('description', event.currentTarget.value)} error={errorOf(errors, 'description')} required />
        <Button type="submit" mt="sm" loading={form.processing}>
          Create training
        </Button>
      </form>
    </Paper>
  )
}

function AssignForm({ training }: { training: Row }) {
  const [open, setOpen] = useState(false)
  const form = useForm({ username: '', priority: 'required' as AssignmentPriority, note: '' })
  const errors = useFormErrors(form)
  if (!open)
    return (
      <Button size="xs" variant="light" onClick={() => setOpen(true)}>
        Assign
      </Button>
    )
  return (
    <form
      noValidate
      aria-label={`Assign ${training.title}`}
      onSubmit={(event) => {
        event.preventDefault()
        form.transform((data) => ({ ...data, note: data.note || undefined }))
        form.post(urlFor('training.admin_assign', { id: training.id }), { preserveScroll: true, onSuccess: () => setOpen(false) })
      }}
    >
      <Stack gap="xs" miw={220}>
        <TextInput size="xs" label="Tutor's username" value={form.data.username} onChange={(event) => form.setData('username', event.currentTarget.value)} error={errorOf(errors, 'username')} required />
        <Select
          size="xs"
          label="Priority"
          data={ASSIGNMENT_PRIORITIES.map((value) => ({ value, label: PRIORITY_LABELS[value] }))}
          value={form.data.priority}
          onChange={(value) => form.setData('priority', (value ?? 'required') as AssignmentPriority)}
          allowDeselect={false}
          error={errorOf(errors, 'priority')}
        />
        <Textarea size="xs" label="Note to the tutor (optional)" autosize minRows={2} value={form.data.note} onChange={(event) => form.setData('note', event.currentTarget.value)} error={errorOf(errors, 'note')} />
        <Group gap="xs">
          <Button size="xs" type="submit" loading={form.processing}>
            Assign training
          </Button>
          <Button size="xs" variant="subtle" onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** Require this training for a series template, or stop requiring it (spec 001 §5.4). */
function TemplateForm({ training }: { training: Row }) {
  const [open, setOpen] = useState(false)
  const form = useForm({ templateId: '' as number | '', required: true })
  const errors = useFormErrors(form)
  if (!open)
    return (
      <Button size="xs" variant="light" onClick={() => setOpen(true)}>
        Require for a template
      </Button>
    )
  return (
    <form
      noValidate
      aria-label={`Require ${training.title} for a template`}
      onSubmit={(event) => {
        event.preventDefault()
        form.post(urlFor('training.admin_template', { id: training.id }), { preserveScroll: true, onSuccess: () => setOpen(false) })
      }}
    >
      <Stack gap="xs" miw={220}>
        <NumberInput
          size="xs"
          label="Series template id"
          min={1}
          allowDecimal={false}
          value={form.data.templateId}
          onChange={(value) => form.setData('templateId', typeof value === 'number' ? value : '')}
          error={errorOf(errors, 'templateId')}
          required
        />
        <Group gap="xs">
          <Button size="xs" type="submit" loading={form.processing}>
            Require
          </Button>
          <Button size="xs" variant="subtle" onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** training/admin — /admin/tutor-trainings (spec 000 §2.6; §6.3: mentor). */
export default function AdminTrainings({ admin, trainings }: Props) {
  const archive = (row: Row, archived: boolean) => router.post(urlFor('training.admin_archive', { id: row.id }), { archived }, { preserveScroll: true })
  return (
    <AdminLayout admin={admin} title="Tutor Trainings" description="Create and archive trainings; assign them to tutors with a priority and a note.">
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="trainings">
          <Title order={2} fz="h4" mb="sm" id="trainings">
            Trainings ({trainings.length})
          </Title>
          {trainings.length === 0 ? (
            <Text c="dimmed">No trainings yet.</Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Training</Table.Th>
                    <Table.Th>Type</Table.Th>
                    <Table.Th>Assigned</Table.Th>
                    <Table.Th>Completed</Table.Th>
                    <Table.Th>Actions</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {trainings.map((row) => (
                    <Table.Tr key={row.id}>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {row.title}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {row.slug} · {row.timeEstimateMinutes} min
                        </Text>
                        {row.archivedAt && <Badge size="xs" color="gray">Archived</Badge>}
                        {row.templates.map((template) => (
                          <Group key={template.id} gap={4} wrap="nowrap">
                            <Text size="xs">
                              Required by template {template.id}: {template.title}
                            </Text>
                            <Button
                              size="compact-xs"
                              variant="subtle"
                              color="red"
                              aria-label={`Stop requiring ${row.title} for template ${template.id}`}
                              onClick={() => router.post(urlFor('training.admin_template', { id: row.id }), { templateId: template.id, required: false }, { preserveScroll: true })}
                            >
                              Remove
                            </Button>
                          </Group>
                        ))}
                      </Table.Td>
                      <Table.Td>
                        {row.primaryType === 'unsuspend' ? 'Recovery' : 'Tutor'}
                        {row.secondaryType && ` (${row.secondaryType})`}
                      </Table.Td>
                      <Table.Td>{row.assigned}</Table.Td>
                      <Table.Td>{row.completed}</Table.Td>
                      <Table.Td>
                        <Group gap="xs" align="flex-start">
                          {!row.archivedAt && <AssignForm training={row} />}
                          {!row.archivedAt && row.primaryType === 'tutor' && <TemplateForm training={row} />}
                          <Button size="xs" variant="subtle" color={row.archivedAt ? 'blue' : 'red'} onClick={() => archive(row, !row.archivedAt)}>
                            {row.archivedAt ? 'Restore' : 'Archive'}
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>
        <CreateForm />
      </Stack>
    </AdminLayout>
  )
}
