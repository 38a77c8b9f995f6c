import { LISTING_PHOTOS_MAX, type Listing } from '@lar/contracts/listings';
import {
  ActionIcon,
  Alert,
  Button,
  FileButton,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm.tsx';
import { showApiError, showSuccess } from '../../../components/show-api-error.ts';
import { useTranslator } from '../../../lib/use-translator.ts';
import { PHOTO_TYPES, photoProblem, useDeletePhoto, useUploadPhoto } from '../listing-api.ts';
import { UNITS_NS } from '../namespace.ts';

/** A listing's photos as thumbnails, in their order; add one at a time, delete with confirmation. */
export function ListingPhotos({ listing, canWrite }: { listing: Listing; canWrite: boolean }) {
  const { t } = useTranslation(UNITS_NS);
  const translator = useTranslator(UNITS_NS);
  const upload = useUploadPhoto(listing.unit_id);
  const remove = useDeletePhoto(listing.unit_id);
  const [problem, setProblem] = useState<string | null>(null);
  const full = listing.photos.length >= LISTING_PHOTOS_MAX;

  function add(file: File | null) {
    if (!file) return;
    const found = photoProblem(file, listing.photos.length);
    setProblem(found);
    if (found) return;
    upload.mutate(file, {
      onSuccess: () => showSuccess(t('listing.photos.added')),
      onError: (error) =>
        showApiError(error, translator, { fallbackKey: `${UNITS_NS}:listing.photos.uploadFailed` }),
    });
  }

  async function del(photoId: number, number: number) {
    const confirmed = await confirmAction({
      title: t('listing.photos.confirmTitle'),
      message: t('listing.photos.confirmMessage', { number }),
      confirmLabel: t('actions.delete'),
      cancelLabel: t('listing.photos.keep'),
      danger: true,
    });
    if (!confirmed) return;
    remove.mutate(photoId, {
      onSuccess: () => showSuccess(t('listing.photos.deleted')),
      onError: (error) =>
        showApiError(error, translator, { fallbackKey: `${UNITS_NS}:listing.photos.deleteFailed` }),
    });
  }

  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h5">
            {t('listing.photos.title', { count: listing.photos.length, max: LISTING_PHOTOS_MAX })}
          </Title>
          {canWrite && (
            <FileButton onChange={add} accept={PHOTO_TYPES.join(',')} disabled={full || upload.isPending}>
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  leftSection={<IconPhotoPlus size={16} aria-hidden />}
                  loading={upload.isPending}
                >
                  {t('listing.photos.add')}
                </Button>
              )}
            </FileButton>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('listing.photos.hint', { max: LISTING_PHOTOS_MAX })}
        </Text>
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {t(problem, { max: LISTING_PHOTOS_MAX })}
          </Alert>
        )}
        {listing.photos.length === 0 ? (
          <Text size="sm">{t('listing.photos.none')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
            {listing.photos.map((photo, index) => (
              <div key={photo.id} style={{ position: 'relative' }}>
                <Image
                  src={photo.small_url}
                  alt={t('listing.photos.alt', { number: index + 1 })}
                  radius="sm"
                  h={90}
                  fit="cover"
                />
                {canWrite && (
                  <ActionIcon
                    color="red"
                    variant="filled"
                    size="sm"
                    style={{ position: 'absolute', top: 4, right: 4 }}
                    aria-label={t('listing.photos.delete', { number: index + 1 })}
                    loading={remove.isPending && remove.variables === photo.id}
                    onClick={() => void del(photo.id, index + 1)}
                  >
                    <IconTrash size={14} aria-hidden />
                  </ActionIcon>
                )}
              </div>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
