import { Link } from '@inertiajs/react'
import { Anchor, Card, SimpleGrid, Stack, Text } from '@mantine/core'
import type { Data } from '~generated/data'

/*
 * Text cards programs put in a page's zone (hooks.outlet 'dashboard.cards', 'series.sidebar',
 * 'session.sidebar'): a grid on the dashboard, a stack in a sidebar.
 */
export function OutletCards({ cards, layout = 'grid' }: { cards: Data.Kernel.OutletCard[]; layout?: 'grid' | 'stack' }) {
  if (cards.length === 0) return null
  const items = cards.map((card) => (
    <Card key={card.key} withBorder radius="md" padding="md" bg="var(--mantine-color-haven-0)">
      <Text fw={700}>{card.title}</Text>
      <Text size="sm" mt={4}>
        {card.body}
      </Text>
      {card.href && (
        <Anchor component={Link} href={card.href} size="sm" fw={600} mt="xs">
          {card.linkLabel ?? 'Open'}
        </Anchor>
      )}
    </Card>
  ))
  return layout === 'stack' ? <Stack gap="sm">{items}</Stack> : <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">{items}</SimpleGrid>
}
