import { useState, type FormEvent } from 'react'
import { router, useForm, usePage } from '@inertiajs/react'
import { Badge, Button, Group, Modal, Pagination, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core'
import type { Data } from '~generated/data'
import { LEVEL_LABELS } from '../components/member_levels'
import type { ModeratorTab } from '../components/moderator_tabs'
import { ModeratorShell } from '../components/moderator_shell'

type Member = Data.Worlds.WorldMember
type MemberLevel = Member['level']

type Props = {
  world: Data.Worlds.World
  members: Member[]
  membersMeta: { total: number; currentPage: number; lastPage: number }
  grantableLevels: MemberLevel[]
  tabs: ModeratorTab[]
}

function AddMemberForm({ slug, membersOnly }: { slug: string; membersOnly: boolean }) {
  const form = useForm<{ username: string }>({ username: '' })
  const pageErrors = usePage().props.errors as Record<string, string> | undefined
  const error = form.errors.username ?? pageErrors?.username

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    form.post(`/w/${slug}/moderator/members`, { preserveScroll: true, onSuccess: () => form.reset() })
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="add-member">
      <Title order={2} size="h4" id="add-member" mb={4}>
        Add a member
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {membersOnly
          ? 'This world is for members only: adding someone is how they get in.'
          : 'Add someone by their username; they can also join by themselves.'}
      </Text>
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label="Username"
            name="username"
            autoComplete="off"
            maxLength={60}
            style={{ flex: '1 1 220px' }}
            value={form.data.username}
            onChange={(event) => form.setData('username', event.currentTarget.value)}
            error={error}
          />
          <Button type="submit" mt={{ base: 0, xs: 25 }} loading={form.processing} disabled={form.data.username.trim() === ''}>
            Add
          </Button>
        </Group>
      </form>
    </Paper>
  )
}

function MemberRow({ slug, member, grantableLevels, onRemove }: { slug: string; member: Member; grantableLevels: MemberLevel[]; onRemove: (member: Member) => void }) {
  const joined = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(member.joinedAt))
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={0} style={{ flex: '1 1 200px', minWidth: 0 }}>
          <Text fw={600} truncate>
            {member.displayName}
          </Text>
          <Text size="sm" c="dimmed" truncate>
            @{member.username} · joined {joined}
          </Text>
        </Stack>
        {member.manageable ? (
          <Group gap="xs" wrap="nowrap">
            <Select
              aria-label={`Level of ${member.displayName}`}
              w={150}
              allowDeselect={false}
              data={grantableLevels.map((level) => ({ value: level, label: LEVEL_LABELS[level] }))}
              value={member.level}
              onChange={(level) => {
                if (level && level !== member.level) {
                  router.put(`/w/${slug}/moderator/members/${member.userId}`, { level }, { preserveScroll: true })
                }
              }}
            />
            <Button variant="subtle" color="red" onClick={() => onRemove(member)}>
              Remove
            </Button>
          </Group>
        ) : (
          <Badge variant="light">{LEVEL_LABELS[member.level] ?? member.level}</Badge>
        )}
      </Group>
    </Paper>
  )
}

/** worlds/members — /w/:worldSlug/moderator/members, for the world's moderators and staff. */
export default function WorldMembers({ world, members, membersMeta, grantableLevels, tabs }: Props) {
  const [removing, setRemoving] = useState<Member | null>(null)
  const [processing, setProcessing] = useState(false)

  function confirmRemove() {
    if (!removing) return
    setProcessing(true)
    router.delete(`/w/${world.slug}/moderator/members/${removing.userId}`, {
      preserveScroll: true,
      onFinish: () => {
        setProcessing(false)
        setRemoving(null)
      },
    })
  }

  return (
    <ModeratorShell
      world={world}
      tabs={tabs}
      active="members"
      title={`Members of ${world.title}`}
      description={`${membersMeta.total.toLocaleString()} current ${membersMeta.total === 1 ? 'member' : 'members'}`}
    >
      <Stack gap="lg">
        <AddMemberForm slug={world.slug} membersOnly={world.visibility === 'membership'} />
        <Stack gap="xs" component="section" aria-label="Members">
          {members.length === 0 ? (
            <Text c="dimmed">No members yet.</Text>
          ) : (
            members.map((member) => (
              <MemberRow key={member.userId} slug={world.slug} member={member} grantableLevels={grantableLevels} onRemove={setRemoving} />
            ))
          )}
        </Stack>
        {membersMeta.lastPage > 1 && (
          <Pagination
            total={membersMeta.lastPage}
            value={membersMeta.currentPage}
            onChange={(page) => router.get(`/w/${world.slug}/moderator/members`, { page }, { preserveScroll: true })}
            getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
          />
        )}
      </Stack>
      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title="Remove member?" centered>
        <Stack gap="md">
          <Text size="sm">
            {removing?.displayName} will no longer be a member of {world.title}
            {world.visibility === 'membership' ? ' and will lose access to it.' : '.'}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setRemoving(null)}>
              Cancel
            </Button>
            <Button color="red" onClick={confirmRemove} loading={processing}>
              Remove
            </Button>
          </Group>
        </Stack>
      </Modal>
    </ModeratorShell>
  )
}
