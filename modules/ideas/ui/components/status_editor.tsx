import { useState, type FormEvent } from 'react'
import { router } from '@inertiajs/react'
import { Button, Group, Select, TextInput } from '@mantine/core'
import { urlFor } from '~/lib/routes'
import { IDEA_LIMITS } from '../../shared/index'

type Props = {
  ideaId: number
  status: string
  note: string | null
  statuses: { value: string; label: string }[]
}

/** Staff: where the idea stands and a short note for everyone. */
export function StatusEditor({ ideaId, status, note, statuses }: Props) {
  const [value, setValue] = useState(status)
  const [text, setText] = useState(note ?? '')
  const [saving, setSaving] = useState(false)
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSaving(true)
    router.put(urlFor('ideas.status', { id: ideaId }), { status: value, statusNote: text || null }, { preserveScroll: true, onFinish: () => setSaving(false) })
  }
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <Select label="Status" size="xs" data={statuses} allowDeselect={false} value={value} onChange={(next) => setValue(next ?? status)} w={150} />
        <TextInput
          label="Note for everyone"
          size="xs"
          maxLength={IDEA_LIMITS.statusNoteMax}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          style={{ flex: '1 1 200px' }}
        />
        <Button type="submit" size="xs" variant="light" loading={saving}>
          Save status
        </Button>
      </Group>
    </form>
  )
}
