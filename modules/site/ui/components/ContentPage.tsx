import type { ReactNode } from 'react'
import { Head } from '@inertiajs/react'
import {
  Accordion,
  Box,
  Container,
  Grid,
  Group,
  NavLink,
  Stack,
  Text,
  Title,
  Typography,
} from '@mantine/core'
import { useScrollSpy } from '@mantine/hooks'

export type ContentSection = {
  /** The anchor: /page#id lands on this section. Stable, lowercase, hyphenated. */
  id: string
  title: string
  /** Shorter label for the table of contents (defaults to the title). */
  tocLabel?: string
  content: ReactNode
}

type Props = {
  /** The page's h1, also its document title ("<title> · Peerhaven"). */
  title: string
  /** The document title when it should differ from the h1. */
  documentTitle?: string
  /** Short line above the title. */
  eyebrow?: string
  intro: ReactNode
  /** Buttons under the intro. */
  actions?: ReactNode
  /** Full-width block under the intro (cards, a key message), still in the page header. */
  banner?: ReactNode
  sections: ContentSection[]
  /** Closing block after the last section (a call to action, a contact line). */
  footer?: ReactNode
  /** A line under the title, e.g. when a policy last changed. */
  meta?: ReactNode
}

/* Anchored headings stop below the fixed header instead of under it. */
const HEADER_CLEARANCE = 'calc(var(--app-shell-header-offset, 64px) + 16px)'
const SECTION_SELECTOR = '[data-content-section]'
/* Sub-headings inside a section (h3) stay clearly smaller than the section title (h2). */
const SECTION_TYPOGRAPHY = {
  '--mantine-h3-font-size': 'var(--mantine-font-size-lg)',
  '--mantine-h4-font-size': 'var(--mantine-font-size-md)',
} as const

function TableOfContents({ sections }: { sections: ContentSection[] }) {
  const spy = useScrollSpy({ selector: SECTION_SELECTOR, offset: 96 })
  const activeId = spy.initialized ? spy.data[spy.active]?.id : undefined
  return (
    <Box
      component="nav"
      aria-label="On this page"
      pos="sticky"
      style={{ top: 'calc(var(--app-shell-header-offset, 64px) + 24px)' }}
    >
      <Text fz="xs" fw={700} tt="uppercase" c="dimmed" mb="xs" style={{ letterSpacing: '0.06em' }}>
        On this page
      </Text>
      <Box style={{ borderLeft: '2px solid var(--mantine-color-gray-2)' }}>
        {sections.map((section) => (
          <NavLink
            key={section.id}
            href={`#${section.id}`}
            label={section.tocLabel ?? section.title}
            active={section.id === activeId}
            aria-current={section.id === activeId ? 'location' : undefined}
            variant="light"
            py={6}
            fz="sm"
          />
        ))}
      </Box>
    </Box>
  )
}

/** Narrow screens: the same contents, folded away above the first section. */
function CompactContents({ sections }: { sections: ContentSection[] }) {
  return (
    <Accordion variant="contained" radius="md" mb="xl" hiddenFrom="md">
      <Accordion.Item value="contents">
        <Accordion.Control>On this page</Accordion.Control>
        <Accordion.Panel>
          <Box component="nav" aria-label="On this page (compact)">
            {sections.map((section) => (
              <NavLink
                key={section.id}
                href={`#${section.id}`}
                label={section.tocLabel ?? section.title}
                py={6}
              />
            ))}
          </Box>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  )
}

/**
 * A written page of the site: title, intro, sections with anchors and a table of contents
 * beside them on wide screens.
 */
export function ContentPage({
  title,
  documentTitle,
  eyebrow,
  intro,
  actions,
  banner,
  sections,
  footer,
  meta,
}: Props) {
  return (
    <>
      <Head title={documentTitle ?? title} />
      <Box
        component="header"
        bg="linear-gradient(180deg, var(--mantine-color-haven-0) 0%, var(--mantine-color-body) 100%)"
      >
        <Container size="lg" pt={{ base: 40, sm: 64 }} pb={{ base: 28, sm: 40 }}>
          <Stack gap="md" maw={760}>
            {eyebrow && (
              <Text fz="sm" fw={800} c="haven.7" tt="uppercase" style={{ letterSpacing: '0.06em' }}>
                {eyebrow}
              </Text>
            )}
            <Title order={1} fz={{ base: 32, sm: 44 }} lh={1.15}>
              {title}
            </Title>
            {meta && (
              <Text fz="sm" c="dimmed">
                {meta}
              </Text>
            )}
            <Box fz={{ base: 'md', sm: 'lg' }} c="dark.6">
              {intro}
            </Box>
            {actions && <Group gap="sm">{actions}</Group>}
          </Stack>
          {banner && <Box mt="xl">{banner}</Box>}
        </Container>
      </Box>

      <Container size="lg" pb={{ base: 48, sm: 80 }} pt={{ base: 'md', sm: 'xl' }}>
        <Grid gap={{ base: 'md', md: 48 }}>
          <Grid.Col span={{ base: 12, md: 8 }}>
            {sections.length > 2 && <CompactContents sections={sections} />}
            <Stack gap={40}>
              {sections.map((section) => (
                <Box component="section" key={section.id} aria-labelledby={section.id}>
                  <Title
                    order={2}
                    id={section.id}
                    data-content-section
                    fz={{ base: 22, sm: 26 }}
                    mb="sm"
                    style={{ scrollMarginTop: HEADER_CLEARANCE }}
                  >
                    {section.title}
                  </Title>
                  <Typography style={SECTION_TYPOGRAPHY}>{section.content}</Typography>
                </Box>
              ))}
            </Stack>
            {footer && <Box mt={56}>{footer}</Box>}
          </Grid.Col>
          <Grid.Col span={{ md: 4 }} visibleFrom="md">
            <TableOfContents sections={sections} />
          </Grid.Col>
        </Grid>
      </Container>
    </>
  )
}
