import { INCOME_SOURCES, MEMBERS_MAX, RELATIONSHIPS } from '@lar/contracts/certifications';
import { Checkbox, Fieldset, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/DateField.tsx';
import { MoneyText } from '../../../components/MoneyInput.tsx';
import { type CertificationValues, emptyMember } from '../certification-form-values.ts';
import { CERTIFICATIONS_NS } from '../namespace.ts';
import { ListFieldset } from './ListFieldset.tsx';

interface MembersFieldsProps {
  form: UseFormReturnType<CertificationValues>;
  readOnly: boolean;
}

/** The household's members, one fieldset each: who they are and their annual income by source. */
export function MembersFields({ form, readOnly }: MembersFieldsProps) {
  const { t } = useTranslation(CERTIFICATIONS_NS);
  const members = form.getValues().members;
  const relationships = RELATIONSHIPS.map((value) => ({ value, label: t(`relationships.${value}`) }));
  return (
    <ListFieldset
      form={form}
      list="members"
      readOnly={readOnly}
      max={MEMBERS_MAX}
      newItem={() => emptyMember('OTHER_ADULT')}
      gap="md"
      header={
        form.errors.members && (
          <Group c="red" fz="sm" role="alert">
            {form.errors.members}
          </Group>
        )
      }
    >
      {(member, { path, number, removeButton }) => (
        <Fieldset
          legend={
            member.name
              ? t('members.memberNamed', { number, name: member.name })
              : t('members.member', { number })
          }
          radius="md"
          variant="filled"
          p={{ base: 'xs', sm: 'md' }}
        >
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
            <TextInput
              label={t('members.name')}
              withAsterisk={!readOnly}
              readOnly={readOnly}
              {...form.getInputProps(`${path}.name`)}
            />
            <Select
              label={t('members.relationship')}
              data={relationships}
              allowDeselect={false}
              readOnly={readOnly}
              {...form.getInputProps(`${path}.relationship`)}
            />
            <DateField
              label={t('members.birthDate')}
              readOnly={readOnly}
              {...form.getInputProps(`${path}.birth_date`)}
            />
            <Stack gap={6} justify="flex-end">
              <Checkbox
                label={t('members.student')}
                disabled={readOnly}
                {...form.getInputProps(`${path}.full_time_student`, { type: 'checkbox' })}
              />
              <Checkbox
                label={t('members.disabled')}
                disabled={readOnly}
                {...form.getInputProps(`${path}.disabled`, { type: 'checkbox' })}
              />
            </Stack>
            {INCOME_SOURCES.map((source) => (
              <MoneyText
                key={source}
                label={t(`incomeSources.${source}`)}
                readOnly={readOnly}
                {...form.getInputProps(`${path}.income.${source}`)}
              />
            ))}
          </SimpleGrid>
          {!readOnly && members.length > 1 && (
            <Group justify="flex-end" mt="sm">
              {removeButton('compact-sm')}
            </Group>
          )}
        </Fieldset>
      )}
    </ListFieldset>
  );
}
