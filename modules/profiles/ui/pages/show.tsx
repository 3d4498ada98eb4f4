import { Link, router } from '@inertiajs/react'
import { Anchor, Badge, Button, Container, Group, List, NavLink, Paper, Progress, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { Head } from '@inertiajs/react'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'
import { instantText, useZone } from '~/lib/time'
import { LevelAvatar } from '../components/level_avatar'

type Profile = Data.Profiles.Profile

type Props = {
  profile: Profile
  badgeChoices: { key: string; label: string }[]
}

const TABS = [
  { key: 'overview', label: 'Overview' },
  { key: 'achievements', label: 'Achievements' },
  { key: 'sessions', label: 'Sessions' },
  { key: 'feedback', label: 'Feedback' },
  { key: 'network', label: 'Network' },
] as const

const EVENT_LABELS: Record<string, string> = {
  session_attended: 'Attended a session',
  session_hosted: 'Hosted a session',
  referred_user: 'A friend you referred attended',
  referred_by_user: 'Joined through a friend',
  post_feedback_given: 'Gave post feedback',
  session_feedback_given: 'Gave session feedback',
  session_feedback_received: 'Received session feedback',
}

function tabHref(user: string, tab: string) {
  return tab === 'overview' ? urlFor('profiles.show', { user }) : urlFor('profiles.tab', { user, tab })
}

function FollowButton({ profile }: { profile: Profile }) {
  if (profile.viewerFollows === null || !profile.username) return null
  const user = profile.username
  return profile.viewerFollows ? (
    <Button variant="default" onClick={() => router.delete(urlFor('profiles.unfollow', { user }), { preserveScroll: true })}>
      Following
    </Button>
  ) : (
    <Button onClick={() => router.post(urlFor('profiles.follow', { user }), {}, { preserveScroll: true })}>Follow</Button>
  )
}

function Badges({ badges }: { badges: Profile['badges'] }) {
  if (badges.length === 0) return <Text c="dimmed">No badges yet.</Text>
  return (
    <Group gap="xs">
      {badges.map((badge) => (
        <Badge key={badge.key} variant="light" size="lg">
          {badge.label}
        </Badge>
      ))}
    </Group>
  )
}

function LevelProgress({ profile }: { profile: Profile }) {
  if (profile.points === null) return null
  const next = profile.next
  const floor = profile.level?.minPoints ?? 0
  const value = next ? Math.round(((profile.points - floor) / (next.level.minPoints - floor)) * 100) : 100
  return (
    <Stack gap={4}>
      <Text size="sm">
        <strong>{profile.points}</strong> points{next ? ` · ${next.missing} to ${next.level.label}` : ' · the highest level'}
      </Text>
      <Progress value={value} aria-label="Progress to the next level" />
    </Stack>
  )
}

function Tracks({ tracks }: { tracks: Profile['tracks'] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {tracks.map((track) => (
        <Paper key={track.key} withBorder radius="md" p="md">
          <Text fw={600}>{track.label}</Text>
          <Text size="sm">
            {track.count} so far{track.reached > 0 ? ` · tier ${track.reached} reached` : ''}
            {track.next !== null ? ` · next tier at ${track.next}` : ' · every tier reached'}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  )
}

function AwardBadge({ user, choices }: { user: string; choices: Props['badgeChoices'] }) {
  const [badge, setBadge] = useState<string | null>(null)
  if (choices.length === 0) return null
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="award-badge">
      <Title order={2} size="h4" id="award-badge" mb="xs">
        Give a badge (staff)
      </Title>
      <Group align="flex-end">
        <Select label="Badge" data={choices.map((choice) => ({ value: choice.key, label: choice.label }))} value={badge} onChange={setBadge} style={{ flex: '1 1 220px' }} />
        <Button disabled={!badge} onClick={() => router.post(urlFor('profiles.badges.store', { user }), { badge }, { preserveScroll: true })}>
          Give badge
        </Button>
      </Group>
    </Paper>
  )
}

function TabBody({ profile, badgeChoices }: Props) {
  const zone = useZone()
  switch (profile.tab) {
    case 'achievements':
      return (
        <Stack>
          <Title order={2} size="h3">Tiers</Title>
          <Tracks tracks={profile.tracks} />
          <Title order={2} size="h3">Badges</Title>
          <Badges badges={profile.badges} />
          {profile.username && <AwardBadge user={profile.username} choices={badgeChoices} />}
        </Stack>
      )
    case 'sessions':
      return (
        <Stack>
          <Group gap="xl" wrap="wrap">
            <Text><strong>{profile.sessions?.hosted ?? 0}</strong> sessions hosted</Text>
            <Text><strong>{profile.sessions?.attended ?? 0}</strong> sessions attended</Text>
          </Group>
          <Title order={2} size="h3">Upcoming sessions</Title>
          {profile.sessions && profile.sessions.upcoming.length > 0 ? (
            <List spacing="xs">
              {profile.sessions.upcoming.map((session) => (
                <List.Item key={session.id}>
                  <Anchor component={Link} href={urlFor('tutoring.sessions.show', { id: session.id })}>{session.title}</Anchor>{' '}
                  <Text span c="dimmed" size="sm">· {session.worldTitle} · {instantText(session.startDate, zone)}</Text>
                </List.Item>
              ))}
            </List>
          ) : (
            <Text c="dimmed">No upcoming sessions.</Text>
          )}
        </Stack>
      )
    case 'feedback':
      return (
        <Stack>
          <Text>
            <strong>{profile.feedbackReceived ?? 0}</strong> pieces of session feedback received.
          </Text>
        </Stack>
      )
    case 'network':
      return (
        <Stack>
          <Text><strong>{profile.followerCount ?? 0}</strong> {profile.followerCount === 1 ? 'follower' : 'followers'}</Text>
          <Title order={2} size="h3">Tutors followed</Title>
          {profile.following && profile.following.length > 0 ? (
            <List spacing="xs">
              {profile.following.map((person) => (
                <List.Item key={person.id}>
                  <Anchor component={Link} href={urlFor('profiles.show', { user: person.username })}>{person.displayName}</Anchor>
                </List.Item>
              ))}
            </List>
          ) : (
            <Text c="dimmed">Not following any tutor yet.</Text>
          )}
        </Stack>
      )
    default:
      return (
        <Stack>
          <LevelProgress profile={profile} />
          <Title order={2} size="h3">Badges</Title>
          <Badges badges={profile.badges} />
          {profile.certifications && profile.certifications.length > 0 && (
            <>
              <Title order={2} size="h3">Certifications</Title>
              <Stack gap="xs">
                {profile.certifications.map((course) => (
                  <div key={course.courseId}>
                    <Text size="sm" fw={600}>
                      {course.courseName}
                    </Text>
                    <Group gap={6} mt={4}>
                      {course.topics.map((topic) => (
                        <Badge key={topic.topicId} variant="light" tt="none">
                          {topic.topicName}
                        </Badge>
                      ))}
                    </Group>
                  </div>
                ))}
              </Stack>
            </>
          )}
          {!profile.restricted && (
            <>
              <Title order={2} size="h3">Recent points</Title>
              {profile.recent.length === 0 ? (
                <Text c="dimmed">No points yet.</Text>
              ) : (
                <List spacing={4} listStyleType="none">
                  {profile.recent.map((award) => (
                    <List.Item key={award.id}>
                      <Badge color="teal" variant="light" mr="xs">+{award.points} SP</Badge>
                      {EVENT_LABELS[award.eventType] ?? award.eventType.replaceAll('_', ' ')}
                    </List.Item>
                  ))}
                </List>
              )}
            </>
          )}
        </Stack>
      )
  }
}

/** profiles/show — /u/{user} and its tabs (issue 11 §3). */
export default function ProfileShow({ profile, badgeChoices }: Props) {
  return (
    <Container size="md" py="xl">
      <Head title={profile.displayName} />
      <Group justify="space-between" align="center" mb="lg" wrap="wrap" gap="md">
        <Group gap="md" wrap="nowrap">
          <LevelAvatar name={profile.displayName} level={profile.level?.key ?? null} />
          <Stack gap={2}>
            <Title order={1}>{profile.displayName}</Title>
            <Group gap="xs">
              {profile.isTutor && <Badge variant="outline">Tutor</Badge>}
              <Badge variant="light" color={profile.level ? 'grape' : 'gray'}>{profile.level ? `${profile.level.label} level` : 'No level yet'}</Badge>
              {profile.followerCount !== null && <Text size="sm" c="dimmed">{profile.followerCount === 1 ? '1 follower' : `${profile.followerCount} followers`}</Text>}
            </Group>
          </Stack>
        </Group>
        <FollowButton profile={profile} />
      </Group>
      {!profile.restricted && profile.username && (
        <Group component="nav" aria-label="Profile sections" gap={4} wrap="wrap" mb="md">
          {TABS.map((tab) => (
            <NavLink
              key={tab.key}
              component={Link}
              href={tabHref(profile.username!, tab.key)}
              label={tab.label}
              active={tab.key === profile.tab}
              aria-current={tab.key === profile.tab ? 'page' : undefined}
              variant="light"
              w="auto"
              style={{ borderRadius: 'var(--mantine-radius-sm)' }}
            />
          ))}
        </Group>
      )}
      <Paper withBorder radius="md" p="lg">
        <TabBody profile={profile} badgeChoices={badgeChoices} />
      </Paper>
    </Container>
  )
}
