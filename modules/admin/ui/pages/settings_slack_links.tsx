import { LabelledListSettings } from '../components/labelled_list_settings'
import type { Data } from '~generated/data'

type Props = { admin: Data.Kernel.AdminFrame; links: Data.Admin.SlackLink[]; limits: { links: number } }

/** admin/settings_slack_links — links to the community Slack channels (https only). */
export default function AdminSettingsSlackLinks({ admin, links, limits }: Props) {
  return (
    <LabelledListSettings
      admin={admin}
      title="Settings: Slack Links"
      description="Links to the community Slack channels. Only https:// addresses are accepted."
      name="links"
      items={links}
      max={limits.links}
      noun="link"
      emptyText="No Slack links yet."
      saveLabel="Save Slack links"
      action="/admin/settings-slack-links"
      field={{ key: 'url', label: 'Address', placeholder: 'https://', maxLength: 500 }}
    />
  )
}
