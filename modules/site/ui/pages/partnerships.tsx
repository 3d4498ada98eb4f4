import { IconBuildingCommunity } from '@tabler/icons-react'
import { Anchor, Image, SimpleGrid, Text, Title } from '@mantine/core'
import { Callout } from '../components/Callout'
import { ContentPage, type ContentSection } from '../components/ContentPage'
import { MailLink, PageLink } from '../components/PageLinks'
import type { Data } from '~generated/data'
import { LOGO_HEIGHTS, PARTNER_KINDS, type PartnerKind, type PartnerSize } from '../../../partners/shared/index'

type Emails = Data.Site.Claims.Variants['forEmails']
type Partner = Data.Partners.Partner
type Props = { emails: Emails; partners: Partner[] }

const KIND_HEADINGS: Record<PartnerKind, string> = { university: 'Universities', state: 'States', organisation: 'Organisations' }

/** One partner: its logo (at its size) or its name, linking to its site. */
function PartnerCard({ partner }: { partner: Partner }) {
  const height = LOGO_HEIGHTS[partner.size as PartnerSize] ?? LOGO_HEIGHTS.medium
  return (
    <Anchor href={partner.link} target="_blank" rel="noopener noreferrer" underline="hover" style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 6, textAlign: 'center' }}>
      {partner.logoUrl && <Image src={partner.logoUrl} alt="" h={height} w="auto" maw="100%" fit="contain" />}
      <Text size="sm" fw={500}>
        {partner.name}
      </Text>
    </Anchor>
  )
}

/** The partner list kept on /admin/partners (spec 001 §3.10), by kind in the staff's order. */
function PartnerList({ partners }: { partners: Partner[] }) {
  return (
    <>
      {PARTNER_KINDS.map((kind) => {
        const ofKind = partners.filter((partner) => partner.kind === kind)
        if (ofKind.length === 0) return null
        return (
          <div key={kind}>
            <Title order={3}>{KIND_HEADINGS[kind]}</Title>
            <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="lg" verticalSpacing="lg" mt="sm" mb="lg" component="ul" style={{ listStyle: 'none', padding: 0 }}>
              {ofKind.map((partner) => (
                <li key={partner.id}>
                  <PartnerCard partner={partner} />
                </li>
              ))}
            </SimpleGrid>
          </div>
        )
      })}
    </>
  )
}

function sections(emails: Emails, partners: Partner[]): ContentSection[] {
  const list: ContentSection[] =
    partners.length === 0
      ? []
      : [{ id: 'our-partners', title: 'Our partners', content: <PartnerList partners={partners} /> }]
  return [
    ...list,
    {
      id: 'why-partner',
      title: 'Why partner with Peerhaven',
      content: (
        <ul>
          <li>
            <strong>Free for everyone.</strong> There is no cost to your organisation, your students
            or their families, now or later.
          </li>
          <li>
            <strong>Ready-made programs.</strong> Learning labs, the SAT bootcamp, college
            admissions workshops and live help already run every week.
          </li>
          <li>
            <strong>Safety you can explain to families.</strong> Group sessions, certified and peer
            reviewed tutors, reviewed recordings and privacy-protective defaults for minors.
          </li>
          <li>
            <strong>Service opportunities.</strong> Your students can also volunteer as tutors and
            have their hours recorded.
          </li>
        </ul>
      ),
    },
    {
      id: 'schools',
      title: 'Schools and districts',
      content: (
        <>
          <p>A partnership with a school or district can include:</p>
          <ul>
            <li>sessions and series timed around your curriculum and exam calendar;</li>
            <li>a school service club whose members tutor on Peerhaven;</li>
            <li>classrooms for teachers who want to follow their students’ certifications;</li>
            <li>help introducing Peerhaven to families, including the consent steps for minors.</li>
          </ul>
          <p>
            Individual teachers and counselors can start right away: see{' '}
            <PageLink href="/educators">Peerhaven for educators</PageLink>.
          </p>
        </>
      ),
    },
    {
      id: 'non-profits',
      title: 'Non-profits and youth organisations',
      content: (
        <p>
          If you support young people, through mentoring, college access or after-school programs,
          we can bring small-group tutoring to the people you serve, or run a dedicated workshop or
          series for your group. Volunteer organisations can also send us tutors: we train and
          certify them.
        </p>
      ),
    },
    {
      id: 'what-we-ask',
      title: 'What we ask of partners',
      content: (
        <ul>
          <li>A named contact person we can work with.</li>
          <li>
            Respect for our <PageLink href="/about/privacy">privacy policy</PageLink>: we share only
            what a program needs, and never sell or hand over learners’ data.
          </li>
          <li>
            That your participants follow our{' '}
            <PageLink href="/community-guidelines">community guidelines</PageLink> like everyone
            else.
          </li>
          <li>Honest feedback, so we can keep improving what we offer together.</li>
        </ul>
      ),
    },
    {
      id: 'get-in-touch',
      title: 'Get in touch',
      content: (
        <p>
          Write to <MailLink address={emails.help} subject="Partnership" /> with a few lines about
          your organisation, who you serve and what you have in mind. For press and media requests,
          use <MailLink address={emails.press} />.
        </p>
      ),
    },
  ]
}

/** /partnerships (spec 000 §2.2): for schools and non-profits. */
export default function Partnerships({ emails, partners }: Props) {
  return (
    <ContentPage
      title="Partner with Peerhaven"
      documentTitle="Partnerships"
      eyebrow="Schools · Non-profits"
      intro={
        <p style={{ margin: 0 }}>
          We work with schools, districts and non-profits to bring free peer tutoring to the young
          people they serve, and to give their students a meaningful way to volunteer.
        </p>
      }
      sections={sections(emails, partners)}
      footer={
        <Callout
          icon={<IconBuildingCommunity size={24} aria-hidden="true" />}
          title="Let’s talk"
          secondary={{
            label: 'Email us about a partnership',
            href: `mailto:${emails.help}?subject=Partnership`,
            external: true,
          }}
        >
          Tell us about your organisation and we’ll suggest where to start.
        </Callout>
      }
    />
  )
}
