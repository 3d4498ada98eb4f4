import { Link, usePage } from '@inertiajs/react'
import {
  Anchor,
  Box,
  Container,
  Divider,
  Grid,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { footerColumns, isInternalHref } from '../lib/navigation'
import type { NavEntry, SharedProps } from '../lib/shared_props'
import { LogoMark } from './logo'

const PRESS_EMAIL = 'press@peerhaven.org'

function FooterLink({ entry }: { entry: NavEntry }) {
  return isInternalHref(entry.href) ? (
    <Anchor component={Link} href={entry.href} c="dimmed" fz="sm">
      {entry.label}
    </Anchor>
  ) : (
    <Anchor href={entry.href} c="dimmed" fz="sm">
      {entry.label}
    </Anchor>
  )
}

/** Footer (spec 000 §2.6): link groups that have entries, legal links, press contact. */
export function SiteFooter() {
  const { props } = usePage<SharedProps>()
  const { columns, legal } = footerColumns(props.navigation.menus.footer ?? [])

  return (
    <Box
      component="footer"
      bg="gray.0"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Container size="lg" py="xl">
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="xs">
              <Group gap={8}>
                <LogoMark size={24} />
                <Text fw={800}>Peerhaven</Text>
              </Group>
              <Text fz="sm" c="dimmed" maw={300}>
                Peerhaven is a free, non-profit peer-tutoring community.
              </Text>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <SimpleGrid
              cols={{ base: 2, sm: Math.max(2, Math.min(columns.length, 4)) }}
              spacing="lg"
            >
              {columns.map((column) => (
                <Stack key={column.heading} gap={6} component="nav" aria-label={column.heading}>
                  <Title order={2} fz="sm" fw={700}>
                    {column.heading}
                  </Title>
                  {column.entries.map((entry) => (
                    <FooterLink key={entry.href} entry={entry} />
                  ))}
                </Stack>
              ))}
            </SimpleGrid>
          </Grid.Col>
        </Grid>

        <Divider my="lg" />

        <Group justify="space-between" gap="sm">
          <Text fz="xs" c="dimmed">
            © {new Date().getFullYear()} Peerhaven
          </Text>
          <Group gap="md" component="nav" aria-label="Legal and contact">
            {legal.map((entry) => (
              <FooterLink key={entry.href} entry={entry} />
            ))}
            <Anchor href={`mailto:${PRESS_EMAIL}`} c="dimmed" fz="sm">
              Press: {PRESS_EMAIL}
            </Anchor>
          </Group>
        </Group>
      </Container>
    </Box>
  )
}
