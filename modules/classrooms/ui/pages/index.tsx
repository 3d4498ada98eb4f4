import { Link, router, useForm } from '@inertiajs/react'
import { Badge, Button, Card, Container, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import { PageHeader } from '~/components/page_header'

type Props = {
  taught: Data.Classrooms.Classroom[]
  joined: Data.Classrooms.JoinedClassroom[]
  canCreate: boolean
  worlds: Data.Classrooms.Choice[]
  topics: Data.Classrooms.Choice[]
}

const subjectOf = (item: { worldTitle: string | null; topicName: string | null }) => [item.worldTitle, item.topicName].filter(Boolean).join(' · ')

function CreateForm({ worlds, topics }: Pick<Props, 'worlds' | 'topics'>) {
  const form = useForm({ name: '', worldId: null as string | null, topicId: null as string | null })
  const errors = useFormErrors(form)
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="create-classroom">
      <Title order={3} id="create-classroom" mb="sm">
        Create a classroom
      </Title>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          form.transform((data) => ({ name: data.name, worldId: data.worldId ? Number(data.worldId) : null, topicId: data.topicId ? Number(data.topicId) : null }))
          form.post(urlFor('classrooms.store'))
        }}
      >
        <Stack gap="sm">
          <TextInput label="Classroom name" maxLength={80} value={form.data.name} onChange={(event) => form.setData('name', event.currentTarget.value)} error={errorOf(errors, 'name')} required />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select label="World (optional)" data={worlds} value={form.data.worldId} onChange={(value) => form.setData('worldId', value)} searchable clearable error={errorOf(errors, 'worldId')} />
            <Select label="Topic (optional)" data={topics} value={form.data.topicId} onChange={(value) => form.setData('topicId', value)} searchable clearable limit={50} error={errorOf(errors, 'topicId')} />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={form.processing}>
              Create classroom
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}

/** classrooms/index — /classrooms ("My Classrooms", spec 000 §2.6): what the person teaches and what they joined. */
export default function ClassroomsIndex({ taught, joined, canCreate, worlds, topics }: Props) {
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader
        title="My Classrooms"
        description="Educators follow the sessions and certifications of the learners who choose to share them."
        actions={
          <Button component={Link} href={urlFor('classrooms.join')} variant="light">
            Join a classroom
          </Button>
        }
      />
      <Stack gap="xl">
        {(canCreate || taught.length > 0) && (
          <Stack gap="md" component="section" aria-labelledby="teaching">
            <Title order={2} id="teaching">
              Classrooms you teach
            </Title>
            {taught.length === 0 && <Text c="dimmed">You have no classroom yet.</Text>}
            {taught.map((classroom) => (
              <Card key={classroom.id} withBorder radius="md" padding="lg">
                <Group justify="space-between" align="flex-start" gap="sm">
                  <Stack gap={4}>
                    <Title order={3}>{classroom.name}</Title>
                    {subjectOf(classroom) && <Text c="dimmed">{subjectOf(classroom)}</Text>}
                    <Text size="sm">
                      Join code: <strong>{classroom.joinCode}</strong> · {classroom.sharingCount} {classroom.sharingCount === 1 ? 'learner shares' : 'learners share'} their progress
                    </Text>
                  </Stack>
                  <Button component={Link} href={urlFor('classrooms.certifications', { id: classroom.id })} variant="light">
                    See progress<VisuallyHidden> of {classroom.name}</VisuallyHidden>
                  </Button>
                </Group>
              </Card>
            ))}
            {canCreate && <CreateForm worlds={worlds} topics={topics} />}
          </Stack>
        )}
        <Stack gap="md" component="section" aria-labelledby="joined">
          <Title order={2} id="joined">
            Classrooms you joined
          </Title>
          {joined.length === 0 && <Text c="dimmed">You have not joined a classroom. Your teacher or counselor gives you a code to join theirs.</Text>}
          {joined.map((classroom) => (
            <Card key={classroom.id} withBorder radius="md" padding="lg">
              <Stack gap="xs">
                <Group justify="space-between" gap="sm">
                  <Title order={3}>{classroom.name}</Title>
                  <Badge color={classroom.sharing ? 'teal' : 'gray'} variant="light">
                    {classroom.sharing ? 'Sharing your progress' : 'Not sharing'}
                  </Badge>
                </Group>
                <Text size="sm">Educator: {classroom.educatorName}</Text>
                {subjectOf(classroom) && <Text size="sm" c="dimmed">{subjectOf(classroom)}</Text>}
                <Text size="sm" c="dimmed">
                  {classroom.sharing
                    ? 'Your educator sees the number of sessions you attended, the date of the last one and your certifications. Nothing else.'
                    : 'Your educator does not see anything about you. You can share your progress again at any time.'}
                </Text>
                <Group gap="sm">
                  <Button variant={classroom.sharing ? 'default' : 'filled'} onClick={() => router.post(urlFor('classrooms.sharing', { id: classroom.id }), { share: !classroom.sharing }, { preserveScroll: true })}>
                    {classroom.sharing ? 'Stop sharing' : 'Share my progress'}
                  </Button>
                  <Button variant="subtle" color="red" onClick={() => {
                      if (window.confirm(`Leave “${classroom.name}”? You can join again later with its code.`)) router.post(urlFor('classrooms.leave', { id: classroom.id }))
                    }}>
                    Leave<VisuallyHidden> {classroom.name}</VisuallyHidden>
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))}
        </Stack>
      </Stack>
    </Container>
  )
}
