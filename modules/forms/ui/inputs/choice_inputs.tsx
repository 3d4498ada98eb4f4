import { Chip, Group, Input, Radio, Select, Stack } from '@mantine/core'
import type { ChoiceBlock, FormBlock, GroupedChoiceBlock } from '../../shared/index'
import { describedBy } from '../field_wiring'
import type { FieldWiring, FormInputProps } from '../input_registry'

type Props<B extends FormBlock> = FormInputProps<B, string | null | undefined>

export function RadioBlockInput({ block, value, onChange, field, readOnly }: Props<ChoiceBlock>) {
  return (
    <Radio.Group {...field} value={value ?? null} onChange={(next) => !readOnly && onChange(next)} readOnly={readOnly}>
      <Stack gap="xs" mt={6}>
        {block.options.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} />
        ))}
      </Stack>
    </Radio.Group>
  )
}

export function SelectBlockInput({ block, value, onChange, field, readOnly }: Props<ChoiceBlock | GroupedChoiceBlock>) {
  return (
    <Select
      {...field}
      data={block.options}
      value={value ?? null}
      onChange={onChange}
      placeholder="Choose one"
      clearable={!readOnly && !field.required}
      readOnly={readOnly}
      comboboxProps={{ withinPortal: true }}
    />
  )
}

/**
 * A group of chips under a label: the wrapper is a div labelled by the block's label (chips are
 * radio or checkbox inputs, so the group is a radiogroup or a group for assistive technology).
 */
export function ChipField({ field, multiple, children }: { field: FieldWiring; multiple: boolean; children: React.ReactNode }) {
  return (
    <Input.Wrapper {...field} labelElement="div">
      <Group
        gap="xs"
        mt={6}
        role={multiple ? 'group' : 'radiogroup'}
        aria-labelledby={`${field.id}-label`}
        aria-describedby={describedBy(field)}
        aria-required={multiple ? undefined : field.required || undefined}
        aria-invalid={field.error ? true : undefined}
      >
        {children}
      </Group>
    </Input.Wrapper>
  )
}

/** select-tab (spec 001 §3.10): one choice among chips, which wrap on narrow screens. */
export function SelectTabBlockInput({ block, value, onChange, field, readOnly }: Props<ChoiceBlock>) {
  return (
    <ChipField field={field} multiple={false}>
      <Chip.Group multiple={false} value={value ?? null} onChange={(next) => !readOnly && onChange(next)}>
        {block.options.map((option) => (
          <Chip key={option.value} value={option.value} disabled={readOnly && value !== option.value}>
            {option.label}
          </Chip>
        ))}
      </Chip.Group>
    </ChipField>
  )
}
