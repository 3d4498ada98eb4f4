import { Link, useForm } from '@inertiajs/react'
import { Alert, Anchor, Button, Checkbox, Container, Group, MultiSelect, Paper, Stack, Switch, Text, Textarea, Title } from '@mantine/core'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'
import { errorOf, firstErrorOf, useFormErrors } from '~/lib/form_errors'
import { PageHeader } from '~/components/page_header'

type Props = {
  profile: Data.Tutors.OwnProfile
  topics: { id: number; name: string; course: string }[]
  languages: { code: string; name: string }[]
  username: string
}

/** tutors/profile — /tutor/one-on-one: a tutor's one-on-one profile (spec 001 §3.1; issue 18 §2). */
export default function OneOnOneProfilePage({ profile, topics, languages, username }: Props) {
  const form = useForm({ bio: profile.bio, languages: profile.languages, topicIds: profile.topicIds, isActive: profile.isActive })
  const errors = useFormErrors(form)
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    form.post(urlFor('tutors.profile.update'), { preserveScroll: true })
  }
  const courses = [...new Set(topics.map((topic) => topic.course))]
  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader
        title="Your one-on-one profile"
        description="Learners find you in Tutors and ask for a one-on-one. You schedule it as a platform session with a room: contact details are never shared."
      />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Textarea
              label="About you"
              description="Plain text that learners read on your card. Do not include contact details (email, phone, social accounts)."
              value={form.data.bio}
              onChange={(event) => form.setData('bio', event.currentTarget.value)}
              maxLength={2000}
              autosize
              minRows={4}
              error={errorOf(errors, 'bio')}
            />
            <MultiSelect
              label="Languages you tutor in"
              data={languages.map((l) => ({ value: l.code, label: l.name }))}
              value={form.data.languages}
              onChange={(value) => form.setData('languages', value)}
              searchable
              maxValues={10}
              error={firstErrorOf(errors, 'languages', 'languages.0')}
            />
            <Checkbox.Group
              label="Topics you offer"
              description="Topics you can tutor: your certified topics and open challenge topics."
              value={form.data.topicIds.map(String)}
              onChange={(value) => form.setData('topicIds', value.map(Number))}
              error={firstErrorOf(errors, 'topicIds', 'topicIds.0')}
            >
              {topics.length === 0 ? (
                <Text size="sm" c="dimmed" mt="xs">
                  You have no topics to offer yet. Get certified in a topic first.
                </Text>
              ) : (
                <Stack gap="sm" mt="xs">
                  {courses.map((course) => (
                    <Stack key={course} gap={6}>
                      {course && (
                        <Title order={2} fz="sm" fw={600}>
                          {course}
                        </Title>
                      )}
                      {topics
                        .filter((topic) => topic.course === course)
                        .map((topic) => (
                          <Checkbox key={topic.id} value={String(topic.id)} label={topic.name} />
                        ))}
                    </Stack>
                  ))}
                </Stack>
              )}
            </Checkbox.Group>
            <Switch
              label="Take one-on-one requests"
              description="While this is off, you are not listed in Tutors and nobody can request you."
              checked={form.data.isActive}
              onChange={(event) => form.setData('isActive', event.currentTarget.checked)}
            />
            {profile.exists && !profile.isActive && (
              <Alert color="gray" variant="light">
                Your profile is paused.
              </Alert>
            )}
            <Group gap="sm">
              <Button type="submit" loading={form.processing}>
                Save profile
              </Button>
              <Anchor component={Link} href={urlFor('tutors.requests.index')}>
                Your one-on-one requests
              </Anchor>
              <Anchor component={Link} href={`/u/${username}`}>
                Your public profile
              </Anchor>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Container>
  )
}
