import { ALLOCATION_METHODS, type AllocationMethod } from '@lar/contracts/allocation';
import { Card, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '../../../components/QueryContent.tsx';
import { showApiError, showSuccess } from '../../../components/show-api-error.ts';
import { useCan } from '../../../lib/auth/permissions.ts';
import { useTranslator } from '../../../lib/use-translator.ts';
import { useAllocation, useSetAllocation } from '../api.ts';
import { ALLOCATION_NS } from '../namespace.ts';
import { PreferencesEditor } from './PreferencesEditor.tsx';

/** How the property allocates within a group: one choice, saved as it is picked. */
function MethodSetting({ propertyId, canManage }: { propertyId: number; canManage: boolean }) {
  const { t } = useTranslation(ALLOCATION_NS);
  const translator = useTranslator(ALLOCATION_NS);
  const allocation = useAllocation(propertyId);
  const save = useSetAllocation(propertyId);
  return (
    <QueryContent query={allocation} loadingText={t('loading')} errorTitle={t('errors.load')}>
      {({ allocation_method: method }) => (
        <Stack gap={4}>
          <Text fw={600} id="allocation-method-label">
            {t('method.label')}
          </Text>
          <SegmentedControl
            aria-labelledby="allocation-method-label"
            value={method}
            disabled={!canManage || save.isPending}
            data={ALLOCATION_METHODS.map((value) => ({ value, label: t(`method.${value}`) }))}
            onChange={(value) =>
              save.mutate(value as AllocationMethod, {
                onSuccess: () => showSuccess(t('method.saved')),
                onError: (error) =>
                  showApiError(error, translator, { fallbackKey: `${ALLOCATION_NS}:errors.save` }),
              })
            }
            w={{ base: '100%', sm: 'auto' }}
          />
          <Text size="sm" c="dimmed">
            {t(`method.hint.${method}`)}
          </Text>
        </Stack>
      )}
    </QueryContent>
  );
}

/** The property's allocation: its method and its preferences. */
export function AllocationSettings({ propertyId }: { propertyId: number }) {
  const { t } = useTranslation(ALLOCATION_NS);
  const canManage = useCan('manage_allocation');
  return (
    <Card withBorder component="section" aria-labelledby="allocation-settings-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="allocation-settings-title">
          {t('settings.title')}
        </Title>
        {!canManage && (
          <Text size="sm" c="dimmed">
            {t('settings.readOnly')}
          </Text>
        )}
        <MethodSetting propertyId={propertyId} canManage={canManage} />
        <PreferencesEditor propertyId={propertyId} canManage={canManage} />
      </Stack>
    </Card>
  );
}
