import { Link, useForm } from '@inertiajs/react'
import { Anchor, Badge, Button, Container, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import { PageHeader } from '~/components/page_header'

type Props = { assessments: Data.Assessments.AssessmentRow[]; canCreate: boolean }

function CreateForm() {
  const form = useForm({ title: '' })
  const errors = useFormErrors(form)
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="new-assessment">
      <Title order={2} fz="h4" id="new-assessment" mb="sm">
        New assessment
      </Title>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          form.post(urlFor('assessments.store'))
        }}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput label="Title" value={form.data.title} onChange={(event) => form.setData('title', event.currentTarget.value)} error={errorOf(errors, 'title')} required maxLength={200} style={{ flex: '1 1 220px' }} />
          <Button type="submit" loading={form.processing}>
            Create
          </Button>
        </Group>
      </form>
    </Paper>
  )
}

/** assessments/mine — /assessments: the tutor's assessments and those of the classes they host (issue 21 §4). */
export default function Mine({ assessments, canCreate }: Props) {
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader title="My assessments" description="Build assessments, release them to the series and sessions you host, and read the results." />
      <Stack gap="lg">
        {canCreate && <CreateForm />}
        <Title order={2} fz="h4">
          Assessments
        </Title>
        {assessments.length === 0 ? (
          <Text c="dimmed">No assessments yet.</Text>
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Title</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Used in</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {assessments.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      <Anchor component={Link} href={urlFor('assessments.edit', { id: row.id })}>
                        {row.title}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {row.questionCount} {row.questionCount === 1 ? 'question' : 'questions'}
                      </Text>
                    </Table.Td>
                    <Table.Td>{row.publishedAt ? <Badge color="green">Published</Badge> : <Badge color="gray">Draft</Badge>}</Table.Td>
                    <Table.Td>
                      {row.links} {row.links === 1 ? 'class' : 'classes'}, {row.submissions} {row.submissions === 1 ? 'submission' : 'submissions'}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Container>
  )
}
