import { LabelledListSettings } from '../components/labelled_list_settings'
import type { Data } from '~generated/data'

type Props = { admin: Data.Kernel.AdminFrame; sources: Data.Admin.MarketingSource[]; limits: { sources: number } }

/** admin/settings_marketing_sources — the "How did you hear about us?" choices. */
export default function AdminSettingsMarketingSources({ admin, sources, limits }: Props) {
  return (
    <LabelledListSettings
      admin={admin}
      title="Settings: Marketing Sources"
      description="The choices people pick from when they tell us how they heard about Peerhaven."
      name="sources"
      items={sources}
      max={limits.sources}
      noun="source"
      emptyText="No marketing sources yet."
      saveLabel="Save marketing sources"
      action="/admin/settings-marketing-sources"
      field={{ key: 'slug', label: 'Slug', description: 'Stored on accounts; lowercase letters, numbers and dashes.', maxLength: 60 }}
    />
  )
}
