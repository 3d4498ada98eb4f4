import { useMemo, useRef, useState } from 'react'
import { Paper, Portal, Text, UnstyledButton } from '@mantine/core'
import type { MentionOptions } from '@tiptap/extension-mention'
import type { SuggestionKeyDownProps, SuggestionProps } from '@tiptap/suggestion'
import { urlFor } from '~/lib/routes'
import { MENTION_RULES, mentionMenuHint } from '../shared/index.js'
import type { MentionPerson } from './extensions'

/** Where mentionable people come from: a subject whose people the writer may see (spec 001 §5.2). */
export type MentionSubject = { type: string; id: number }

type MenuState = { items: MentionPerson[]; query: string; rect: DOMRect | null; command: (person: MentionPerson) => void }

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(signal.reason)
    })
  })

async function searchPeople(within: MentionSubject, q: string, signal: AbortSignal): Promise<MentionPerson[]> {
  const url = urlFor('rich_text.mentions', {}, { qs: { within: `${within.type}:${within.id}`, q } })
  const response = await fetch(url, { headers: { accept: 'application/json' }, signal })
  if (!response.ok) return []
  const body = (await response.json()) as { people?: MentionPerson[] }
  return body.people ?? []
}

function matches(person: MentionPerson, query: string) {
  const q = query.toLowerCase()
  return person.displayName.toLowerCase().includes(q) || person.username.toLowerCase().includes(q)
}

/**
 * Mentions (spec 001 §5.2, spec 002 §8/§9): after "@", fewer than 3 characters filter only the
 * thread's people (`people`); from 3 characters the server is asked (debounced 300 ms) for people
 * of `within` the writer may see. Without either there are no suggestions. The menu (max 230 px)
 * is driven from the keyboard: arrows, Enter or Tab to pick, Escape to close.
 */
export function useMentionSuggestions(within: MentionSubject | undefined, people: readonly MentionPerson[]) {
  const [menu, setMenu] = useState<MenuState | null>(null)
  const [active, setActive] = useState(0)
  const stateRef = useRef({ menu, active })
  stateRef.current = { menu, active }
  const pending = useRef<AbortController | null>(null)
  const source = useRef({ within, people })
  source.current = { within, people }

  const suggestion = useMemo<Partial<MentionOptions['suggestion']>>(
    () => ({
      char: '@',
      allow: () => source.current.within !== undefined || source.current.people.length > 0,
      items: async ({ query }) => {
        pending.current?.abort()
        const local = source.current.people.filter((person) => matches(person, query)).slice(0, MENTION_RULES.maxResults)
        const subject = source.current.within
        if (query.length < MENTION_RULES.minQueryLength || !subject) return local
        const controller = new AbortController()
        pending.current = controller
        try {
          await pause(MENTION_RULES.debounceMs, controller.signal)
          return await searchPeople(subject, query, controller.signal)
        } catch {
          return []
        }
      },
      render: () => {
        const show = (props: SuggestionProps<MentionPerson>) => {
          setMenu({
            items: props.items,
            query: props.query,
            rect: props.clientRect?.() ?? null,
            command: (person) => props.command({ id: String(person.userId), label: person.displayName, username: person.username }),
          })
          setActive(0)
        }
        return {
          onStart: show,
          onUpdate: show,
          onExit: () => setMenu(null),
          onKeyDown: ({ event }: SuggestionKeyDownProps) => {
            const { menu: current, active: index } = stateRef.current
            if (!current) return false
            if (event.key === 'Escape') {
              setMenu(null)
              return true
            }
            const count = current.items.length
            if (count === 0) return false
            if (event.key === 'ArrowDown') setActive((index + 1) % count)
            else if (event.key === 'ArrowUp') setActive((index + count - 1) % count)
            else if (event.key === 'Enter' || event.key === 'Tab') current.command(current.items[index])
            else return false
            return true
          },
        }
      },
    }),
    []
  )

  return { suggestion, menu: menu ? <MentionMenu state={menu} active={active} onHover={setActive} /> : null }
}

function MentionMenu({ state, active, onHover }: { state: MenuState; active: number; onHover: (index: number) => void }) {
  if (!state.rect) return null
  const hint = mentionMenuHint(state.query, state.items.length)
  return (
    <Portal>
      <Paper
        shadow="md"
        withBorder
        p={4}
        role="listbox"
        aria-label="People to mention"
        style={{
          position: 'fixed',
          top: state.rect.bottom + 4,
          left: state.rect.left,
          zIndex: 400,
          minWidth: 220,
          maxHeight: MENTION_RULES.menuMaxHeightPx,
          overflowY: 'auto',
        }}
      >
        {state.items.map((person, index) => (
          <UnstyledButton
            key={person.userId}
            role="option"
            aria-selected={index === active}
            tabIndex={-1}
            display="block"
            w="100%"
            px="xs"
            py={4}
            bg={index === active ? 'var(--mantine-color-blue-light)' : undefined}
            onMouseEnter={() => onHover(index)}
            onMouseDown={(event) => {
              event.preventDefault()
              state.command(person)
            }}
          >
            <Text size="sm" fw={500} span>
              {person.displayName}
            </Text>{' '}
            <Text size="xs" c="dimmed" span>
              @{person.username}
            </Text>
          </UnstyledButton>
        ))}
        {hint && (
          <Text size="sm" c="dimmed" px="xs" py={4} role="status">
            {hint}
          </Text>
        )}
      </Paper>
    </Portal>
  )
}
