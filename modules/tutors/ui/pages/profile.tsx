import { Link, useForm } from '@inertiajs/react'
import { Alert, Anchor, Button, Checkbox, Container, Group, MultiSelect, Paper, Stack, Switch, Text, Textarea, Title } from '@mantine/core'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'
import { errorOf, firstErrorOf, useFormErrors } from '~/lib/form_errors'
import { PageHeader } from '~/components/page_header'
import { slotLabel } from '../../shared/availability'

type Props = {
  profile: Data.Tutors.OwnProfile
  topics: { id: number; name: string; course: string }[]
  languages: { code: string; name: string }[]
  username: string
  weekdays: { value: string; label: string }[]
  dayParts: { value: string; label: string }[]
  timezone: string
  demand: Data.Tutors.TopicDemand[]
}

/** tutors/profile — /tutor/one-on-one: a tutor's one-on-one profile (spec 001 §3.1; issue 18 §2). */
export default function OneOnOneProfilePage({ profile, topics, languages, username, weekdays, dayParts, timezone, demand }: Props) {
  const form = useForm({
    bio: profile.bio,
    languages: profile.languages,
    topicIds: profile.topicIds,
    isActive: profile.isActive,
    availability: profile.availability as string[],
  })
  const slotsOf = (day: string) => form.data.availability.filter((slot) => slot.startsWith(`${day}-`)).map((slot) => slot.slice(day.length + 1))
  const setSlotsOf = (day: string, parts: string[]) =>
    form.setData('availability', [...form.data.availability.filter((slot) => !slot.startsWith(`${day}-`)), ...parts.map((part) => `${day}-${part}`)])
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
            {profile.bioReview?.status === 'held' && (
              <Alert color="yellow" variant="light" title="Your bio is waiting for review.">
                It looks like it has contact details (an email, a phone number, a social account or a chat link). Staff will
                look at it; until then learners see {profile.publicBio ? 'your previous bio' : 'no bio'}. Remove the contact
                details and save to publish it now.
              </Alert>
            )}
            {profile.bioReview?.status === 'rejected' && (
              <Alert color="red" variant="light" title="Your bio was not approved">
                <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {profile.bioReview.reason}
                </Text>
                <Text size="sm" mt={4}>
                  Learners see {profile.publicBio ? 'your previous bio' : 'no bio'}. Change it and save to try again.
                </Text>
              </Alert>
            )}
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
            <Stack gap={6} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
              <Text component="legend" fw={500} size="sm">
                When you usually tutor
              </Text>
              <Text size="xs" c="dimmed">
                In your time zone ({timezone}). Learners filter by these times in theirs.
              </Text>
              {weekdays.map((day) => (
                <Checkbox.Group key={day.value} label={day.label} value={slotsOf(day.value)} onChange={(parts) => setSlotsOf(day.value, parts)}>
                  <Group gap="md" mt={4} wrap="wrap">
                    {dayParts.map((part) => (
                      <Checkbox key={part.value} value={part.value} label={part.label} aria-label={`${day.label}: ${part.label}`} />
                    ))}
                  </Group>
                </Checkbox.Group>
              ))}
              {firstErrorOf(errors, 'availability', 'availability.0') && (
                <Text size="sm" c="red" role="alert">
                  {firstErrorOf(errors, 'availability', 'availability.0')}
                </Text>
              )}
            </Stack>
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
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} mt="lg" component="section" aria-labelledby="demand-title">
        <Stack gap="sm">
          <Title order={2} fz="h4" id="demand-title">
            Learners waiting for a tutor
          </Title>
          <Text size="sm" c="dimmed">
            Topics you can tutor that learners asked for in the last 90 days while no tutor was available (times in your zone, {timezone}). Offer one
            above to be listed for them.
          </Text>
          {demand.length === 0 ? (
            <Text size="sm">Nobody is waiting for your topics right now.</Text>
          ) : (
            demand.map((entry) => (
              <Stack key={entry.topicId} gap={2}>
                <Text fw={600} size="sm">
                  {entry.topicName}: {entry.learners === 1 ? '1 learner' : `${entry.learners} learners`}
                </Text>
                <Text size="sm" c="dimmed">
                  {[
                    ...entry.slots.map((slot) => `${slotLabel(slot.slot)} (${slot.learners})`),
                    ...(entry.anyTime > 0 ? [`any time (${entry.anyTime})`] : []),
                  ].join(', ')}
                </Text>
              </Stack>
            ))
          )}
        </Stack>
      </Paper>
    </Container>
  )
}
