import type { FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import { Button, Group, Select, Stack, TextInput, Textarea } from '@mantine/core'
import type { Data } from '~generated/data'
import { CHANNEL_DESCRIPTION_MAX, CHANNEL_TITLE_MAX, CHANNEL_TYPES, CHANNEL_VISIBILITIES } from '../../shared/index'
import { LEVEL_LABELS } from '../../../worlds/ui/index'

type Channel = Data.Community.ModeratedChannel
type Values = Pick<Channel, 'title' | 'description' | 'type' | 'visibility' | 'worldLevel'>

const TYPE_LABELS: Record<Channel['type'], string> = {
  discussion: 'Discussion',
  questions: 'Questions',
  introductions: 'Introductions',
  announcements: 'Announcements (moderators post)',
}

const VISIBILITY_LABELS: Record<Channel['visibility'], string> = {
  public: 'Public: anyone who can see the world',
  private: 'Private: members at or above a level',
}

type Props = { channel?: Channel; url: string; method: 'post' | 'put'; onDone: () => void }

/** Create or edit a channel (spec 001 §3.2: title, description, type, visibility, world level). */
export function ChannelForm({ channel, url, method, onDone }: Props) {
  const form = useForm<Values>({
    title: channel?.title ?? '',
    description: channel?.description ?? '',
    type: channel?.type ?? 'discussion',
    visibility: channel?.visibility ?? 'public',
    worldLevel: channel?.worldLevel ?? 'member',
  })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    form.submit(method, url, { preserveScroll: true, onSuccess: onDone })
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="Title" required maxLength={CHANNEL_TITLE_MAX} value={form.data.title} onChange={(event) => form.setData('title', event.currentTarget.value)} error={form.errors.title} />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          maxLength={CHANNEL_DESCRIPTION_MAX}
          value={form.data.description}
          onChange={(event) => form.setData('description', event.currentTarget.value)}
          error={form.errors.description}
        />
        <Select
          label="Type"
          allowDeselect={false}
          data={CHANNEL_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }))}
          value={form.data.type}
          onChange={(value) => value && form.setData('type', value as Channel['type'])}
          error={form.errors.type}
        />
        <Select
          label="Who can see it"
          allowDeselect={false}
          data={CHANNEL_VISIBILITIES.map((value) => ({ value, label: VISIBILITY_LABELS[value] }))}
          value={form.data.visibility}
          onChange={(value) => value && form.setData('visibility', value as Channel['visibility'])}
          error={form.errors.visibility}
        />
        {form.data.visibility === 'private' && (
          <Select
            label="Lowest member level that sees it"
            allowDeselect={false}
            data={Object.entries(LEVEL_LABELS).map(([value, label]) => ({ value, label }))}
            value={form.data.worldLevel}
            onChange={(value) => value && form.setData('worldLevel', value as Channel['worldLevel'])}
            error={form.errors.worldLevel}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={form.processing} disabled={form.data.title.trim() === ''}>
            {channel ? 'Save' : 'Create channel'}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
