import { useEffect, useMemo, useState } from 'react'
import {
  ScrollArea,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core'
import { useRichTextEditorContext } from '@mantine/tiptap'
import {
  IconBallFootball,
  IconBulb,
  IconCar,
  IconFlag,
  IconHeart,
  IconMoodSmile,
  IconPaw,
  IconToolsKitchen2,
} from '@tabler/icons-react'
import { urlFor } from '~/lib/routes'
import { EMOJI_DATA_VERSION, type EmojiData } from '../shared/index.js'
import { PopoverControl } from './toolbar_controls'

/** Category tabs as icons (drawn the same everywhere, unlike emoji fonts) with their names for screen readers. */
const CATEGORIES: Record<string, { name: string; Icon: typeof IconMoodSmile }> = {
  people: { name: 'Smileys and people', Icon: IconMoodSmile },
  nature: { name: 'Animals and nature', Icon: IconPaw },
  foods: { name: 'Food and drink', Icon: IconToolsKitchen2 },
  activity: { name: 'Activities', Icon: IconBallFootball },
  places: { name: 'Travel and places', Icon: IconCar },
  objects: { name: 'Objects', Icon: IconBulb },
  symbols: { name: 'Symbols', Icon: IconHeart },
  flags: { name: 'Flags', Icon: IconFlag },
}

function categoryLabel(id: string) {
  const category = CATEGORIES[id]
  if (!category) return id
  return (
    <>
      <category.Icon size={16} stroke={1.5} aria-hidden />
      <VisuallyHidden>{category.name}</VisuallyHidden>
    </>
  )
}

/** Shown at once at most (a search narrows it): the whole set is 1,870 buttons. */
const MAX_SHOWN = 160

let loading: Promise<EmojiData> | null = null

/** The picker's data file (spec 002 §7), fetched once per page and cached by the browser for a year. */
function loadEmojiData() {
  loading ??= fetch(urlFor('rich_text.emoji', { version: `${EMOJI_DATA_VERSION}.json` })).then(
    (response) => {
      if (!response.ok) throw new Error(`Emoji data: ${response.status}`)
      return response.json() as Promise<EmojiData>
    }
  )
  loading.catch(() => {
    loading = null
  })
  return loading
}

function EmojiGrid({ data, onPick }: { data: EmojiData; onPick: (emoji: string) => void }) {
  const [query, setQuery] = useState('')
  const [category, setCategory] = useState(data.categories[0]?.id ?? 'people')
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase()
    const ids = q
      ? Object.keys(data.emojis).filter(
          (id) => data.emojis[id][0].toLowerCase().includes(q) || data.emojis[id][2].includes(q)
        )
      : (data.categories.find((entry) => entry.id === category)?.emojis ?? [])
    return ids.slice(0, MAX_SHOWN).filter((id) => data.emojis[id])
  }, [data, query, category])
  return (
    <Stack gap="xs" w={300}>
      <TextInput
        label="Search emoji"
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        size="xs"
        data-autofocus
      />
      {!query && (
        <SegmentedControl
          size="xs"
          value={category}
          onChange={setCategory}
          aria-label="Emoji category"
          data={data.categories.map((entry) => ({
            value: entry.id,
            label: categoryLabel(entry.id),
          }))}
        />
      )}
      <ScrollArea h={200}>
        <SimpleGrid cols={8} spacing={2}>
          {shown.map((id) => {
            const [name, emoji] = data.emojis[id]
            return (
              <UnstyledButton
                key={id}
                aria-label={name}
                title={name}
                onClick={() => onPick(emoji)}
                fz={20}
                ta="center"
              >
                {emoji}
              </UnstyledButton>
            )
          })}
        </SimpleGrid>
        {shown.length === 0 && (
          <Text size="sm" c="dimmed">
            No results.
          </Text>
        )}
      </ScrollArea>
    </Stack>
  )
}

function EmojiPanel({ close }: { close: () => void }) {
  const { editor } = useRichTextEditorContext()
  const [data, setData] = useState<EmojiData | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    loadEmojiData().then(setData, () => setFailed(true))
  }, [])
  if (!data) {
    return (
      <Text size="sm" c="dimmed">
        {failed ? 'Emoji could not be loaded.' : 'Loading emoji…'}
      </Text>
    )
  }
  return (
    <EmojiGrid
      data={data}
      onPick={(emoji) => {
        editor?.chain().focus().insertContent(emoji).run()
        close()
      }}
    />
  )
}

/** The editor's emoji button: a small popover picker inserting the character at the cursor. */
export function EmojiControl() {
  return (
    <PopoverControl label="Insert emoji" icon={<IconMoodSmile size={16} stroke={1.5} />}>
      {(close) => <EmojiPanel close={close} />}
    </PopoverControl>
  )
}
