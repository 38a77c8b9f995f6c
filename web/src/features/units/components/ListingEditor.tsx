import { LISTING_DESCRIPTION_MAX, type Listing, listingBody } from '@lar/contracts/listings';
import { Alert, Button, Group, Modal, Stack, Switch, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/DateField.tsx';
import { MoneyText } from '../../../components/MoneyInput.tsx';
import { QueryContent } from '../../../components/QueryContent.tsx';
import { RecordHistory } from '../../../components/record-history/RecordHistory.tsx';
import { showFormError, showSuccess } from '../../../components/show-api-error.ts';
import { useCheckedForm } from '../../../components/use-checked-form.ts';
import { useCan } from '../../../lib/auth/permissions.ts';
import { useTranslator } from '../../../lib/use-translator.ts';
import { validateWithSchema } from '../../../lib/validation.ts';
import { useListing, useSaveListing } from '../listing-api.ts';
import { UNITS_NS } from '../namespace.ts';
import { ListingPhotos } from './ListingPhotos.tsx';

interface ListingValues {
  listed: boolean;
  available_from: string;
  asking_rent: string;
  description: string;
  application_deadline: string;
}

const valuesOf = (listing: Listing): ListingValues => ({
  listed: listing.listed,
  available_from: listing.available_from ?? '',
  asking_rent: listing.asking_rent ?? '',
  description: listing.description ?? '',
  application_deadline: listing.application_deadline ?? '',
});

function ListingForm({
  listing,
  canWrite,
  save,
  onDone,
}: {
  listing: Listing;
  canWrite: boolean;
  /** Held by the dialog: a save reloads the listing, which remounts this form at its new version. */
  save: ReturnType<typeof useSaveListing>;
  onDone(): void;
}) {
  const { t } = useTranslation(UNITS_NS);
  const translator = useTranslator(UNITS_NS);
  // Version 0 is a listing never saved: its first save sends none.
  const body = (values: ListingValues) => ({
    ...values,
    ...(listing.version > 0 ? { version: listing.version } : {}),
  });
  const form = useCheckedForm<ListingValues>({
    initialValues: valuesOf(listing),
    validate: (values) => validateWithSchema(listingBody, body(values), translator),
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        save.mutate(body(values), {
          // The dialog stays open: its photos are the next thing to add.
          onSuccess: () => showSuccess(t('listing.saved')),
          onError: (error) =>
            showFormError(error, form, translator, { fallbackKey: `${UNITS_NS}:listing.saveFailed` }),
        }),
      )}
    >
      <Stack gap="sm">
        <Switch
          label={t('listing.listed')}
          description={t('listing.listedHint')}
          disabled={!canWrite}
          {...form.getInputProps('listed', { type: 'checkbox' })}
        />
        <Group grow align="flex-start" wrap="wrap">
          <DateField
            label={t('listing.availableFrom')}
            description={t('listing.availableFromHint')}
            disabled={!canWrite}
            miw={200}
            {...form.getInputProps('available_from')}
          />
          <MoneyText
            label={t('listing.askingRent')}
            description={t('listing.askingRentHint')}
            disabled={!canWrite}
            miw={200}
            {...form.getInputProps('asking_rent')}
          />
        </Group>
        <DateField
          label={t('listing.applicationDeadline')}
          description={t('listing.applicationDeadlineHint')}
          disabled={!canWrite}
          {...form.getInputProps('application_deadline')}
        />
        <Textarea
          label={t('listing.description')}
          description={t('listing.descriptionHint')}
          autosize
          minRows={3}
          maxLength={LISTING_DESCRIPTION_MAX}
          disabled={!canWrite}
          {...form.getInputProps('description')}
        />
        {canWrite && (
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onDone}>
              {t('listing.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('listing.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/** A unit's listing on the public site, in a dialog opened from the units list. */
export function ListingEditor({
  unitId,
  unitName,
  onClose,
}: {
  unitId: number | null;
  unitName: string;
  onClose(): void;
}) {
  const { t } = useTranslation(UNITS_NS);
  const listing = useListing(unitId);
  const save = useSaveListing(unitId ?? 0);
  const canWrite = useCan('write_records');
  return (
    <Modal
      opened={unitId !== null}
      onClose={onClose}
      size="lg"
      title={t('listing.title', { number: unitName })}
    >
      <QueryContent query={listing} loadingText={t('listing.loading')} errorTitle={t('listing.loadFailed')}>
        {(data) => (
          <Stack gap="md">
            {data.listed && (
              <Alert color="teal" variant="light">
                {t('listing.publicNote')}
              </Alert>
            )}
            <ListingForm
              key={`${data.unit_id}:${data.version}`}
              listing={data}
              canWrite={canWrite}
              save={save}
              onDone={onClose}
            />
            <ListingPhotos listing={data} canWrite={canWrite} />
            {data.version > 0 && <RecordHistory entity="unit_listing" id={data.unit_id} />}
          </Stack>
        )}
      </QueryContent>
    </Modal>
  );
}
