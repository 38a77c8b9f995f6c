import { TEXT_MAX } from '@lar/contracts/fields';
import { type Property, propertyDetailsBody } from '@lar/contracts/properties';
import {
  Alert,
  Button,
  CloseButton,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconListNumbers, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PropertyContactsPanel } from '../../../components/contacts/PropertyContactsPanel.tsx';
import { PostalInput } from '../../../components/MaskedInputs.tsx';
import { LinkButton } from '../../../components/OpenedFromNote.tsx';
import { useCheckedForm } from '../../../components/use-checked-form.ts';
import { ApiError } from '../../../lib/api.ts';
import { useCan } from '../../../lib/auth/permissions.ts';
import { apiErrorMessage, fieldErrorMap } from '../../../lib/error-message.ts';
import { useTranslator } from '../../../lib/use-translator.ts';
import { validateWithSchema } from '../../../lib/validation.ts';
import { useProperty, useSavePropertyDetails } from '../api.ts';
import { PROPERTIES_NS } from '../namespace.ts';
import { BuildingsSection } from './BuildingsSection.tsx';

interface DetailsValues {
  name: string;
  property_type: string;
  property_location: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  postal_code: string;
}

/** The details form's names over the property's own fields (see propertyDetailsBody). */
function detailsOf(property: Property): DetailsValues {
  return {
    name: property.property_name,
    property_type: property.property_type ?? '',
    property_location: property.property_location ?? '',
    address1: property.street1 ?? '',
    address2: property.street2 ?? '',
    city: property.city ?? '',
    state: property.state ?? '',
    postal_code: property.postal_code ?? '',
  };
}

interface PropertyDetailsPanelProps {
  propertyId: number;
  onClose(): void;
}

/** The selected property: its id, its contacts and the simpler details form (decision 006). */
export function PropertyDetailsPanel({ propertyId, onClose }: PropertyDetailsPanelProps) {
  const { t } = useTranslation(PROPERTIES_NS);
  const translator = useTranslator(PROPERTIES_NS);
  const property = useProperty(propertyId);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="property-details-title">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4" id="property-details-title">
          {property.data ? t('details.title', { name: property.data.property_name }) : t('details.loading')}
        </Title>
        <CloseButton onClick={onClose} aria-label={t('details.close')} />
      </Group>
      <Group gap="sm" mb="md" component="nav" aria-label={t('details.screensOf')}>
        <LinkButton
          to={`/property-compliance?property=${propertyId}`}
          icon={<IconShieldCheck size={16} aria-hidden />}
        >
          {t('details.complianceTests')}
        </LinkButton>
        <LinkButton to={`/waitlist?property=${propertyId}`} icon={<IconListNumbers size={16} aria-hidden />}>
          {t('actions.waitlist')}
        </LinkButton>
      </Group>
      {property.isError ? (
        <Alert color="red" role="alert">
          {apiErrorMessage(property.error, translator, { fallbackKey: `${PROPERTIES_NS}:errors.fetch` })}
        </Alert>
      ) : !property.data ? (
        <Loader size="sm" aria-label={t('app.loading')} />
      ) : (
        <Stack gap="lg">
          <Text size="sm">
            {t('details.id')}: <strong>{property.data.id}</strong> · {t('fields.property_manager_id')}:{' '}
            {property.data.property_manager_name} · {t('fields.property_manager_contact_id')}:{' '}
            {property.data.property_manager_contact_name}
          </Text>
          <DetailsForm key={property.data.id} property={property.data} />
          <BuildingsSection propertyId={property.data.id} />
          <div>
            <Title order={3} size="h5" mb="sm">
              {t('details.contacts')}
            </Title>
            <PropertyContactsPanel propertyId={property.data.id} />
          </div>
        </Stack>
      )}
    </Paper>
  );
}

function DetailsForm({ property }: { property: Property }) {
  const { t } = useTranslation(PROPERTIES_NS);
  const translator = useTranslator(PROPERTIES_NS);
  const save = useSavePropertyDetails();
  // Sub-users read the details; main accounts change them (decision 017).
  const readOnly = !useCan('write_records');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  // The version this form's values are based on (a later refetch does not silently rebase them).
  const [version, setVersion] = useState(property.version);
  const form = useCheckedForm<DetailsValues>({
    initialValues: detailsOf(property),
    validate: (values) => validateWithSchema(propertyDetailsBody, { ...values, version }, translator),
  });

  function submit(values: DetailsValues) {
    setMessage(null);
    const body = propertyDetailsBody.parse({ ...values, version });
    save.mutate(
      { id: property.id, body },
      {
        onSuccess: (saved) => {
          setVersion(saved.version);
          setMessage({ ok: true, text: t('details.updated') });
        },
        onError: (error) => {
          if (error instanceof ApiError) form.setErrors(fieldErrorMap(error, translator));
          setMessage({
            ok: false,
            text: apiErrorMessage(error, translator, {
              fallbackKey: `${PROPERTIES_NS}:errors.updateDetails`,
            }),
          });
        },
      },
    );
  }

  const field = (name: Exclude<keyof DetailsValues, 'postal_code'>, required = false) => (
    <TextInput
      label={t(`details.fields.${name}`)}
      withAsterisk={required}
      maxLength={TEXT_MAX}
      readOnly={readOnly}
      {...form.getInputProps(name)}
    />
  );
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label={t('details.formTitle')}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('details.formTitle')}
        </Title>
        {message && (
          <Alert color={message.ok ? 'teal' : 'red'} role={message.ok ? 'status' : 'alert'}>
            {message.text}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          {field('name', true)}
          {field('property_type')}
          {field('property_location')}
          {field('address1')}
          {field('address2')}
          {field('city')}
          {field('state')}
          <PostalInput
            label={t('details.fields.postal_code')}
            readOnly={readOnly}
            {...form.getInputProps('postal_code')}
            value={form.values.postal_code}
          />
        </SimpleGrid>
        {!readOnly && (
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('details.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
