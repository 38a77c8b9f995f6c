import type { Certification } from '@lar/contracts/certifications';
import { Button, Group } from '@mantine/core';
import { IconCheck, IconDeviceFloppy, IconEdit, IconPrinter, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm.tsx';
import { showApiError, showSuccess } from '../../../components/show-api-error.ts';
import { toLanguage } from '../../../i18n/languages.ts';
import { formatDate } from '../../../lib/format.ts';
import { useTranslator } from '../../../lib/use-translator.ts';
import {
  newDraftRefusalKeys,
  openTic,
  useCreateCertification,
  useDeleteCertification,
  useFinalizeCertification,
} from '../api.ts';
import { CERTIFICATIONS_NS } from '../namespace.ts';
import { type FinalizeSummary, finalizeConfirmation } from './finalize-confirmation.ts';

interface CertificationActionsProps {
  certification: Certification;
  canWrite: boolean;
  saving: boolean;
  /** What finalizing would fix, from the figures on screen; null when they do not validate. */
  summaryOnScreen(): FinalizeSummary | null;
  /** Saves the figures on screen if they changed; null when the save was refused. */
  saveIfChanged(): Promise<Certification | null>;
  /** Shows a refused finalization on the fields and in the editor's banner. */
  onFailure(error: unknown, fallbackKey: string): void;
  onOpen(id: number): void;
  onDeleted(id: number): void;
}

/**
 * What can be done with a certification: a draft is saved, finalized or deleted; a finalized one
 * is corrected by a new draft that supersedes it. Either one's TIC can be printed.
 */
export function CertificationActions(props: CertificationActionsProps) {
  const { certification, canWrite } = props;
  const { t, i18n } = useTranslation(CERTIFICATIONS_NS);
  const translator = useTranslator(CERTIFICATIONS_NS);
  const finalize = useFinalizeCertification();
  const remove = useDeleteCertification();
  const create = useCreateCertification();
  const [printing, setPrinting] = useState(false);
  const draft = certification.status === 'DRAFT';
  const notify = (error: unknown, fallbackKey: string, byCode?: Record<string, string>) =>
    showApiError(error, translator, { byCode, fallbackKey: `${CERTIFICATIONS_NS}:${fallbackKey}` });

  async function askFinalize() {
    // The confirmation names the figures on screen (their totals by the server's own rules); only
    // once confirmed are they saved and finalized, so Cancel leaves the stored draft as it was.
    const summary = props.summaryOnScreen();
    if (!summary) return;
    if (!(await confirmAction(finalizeConfirmation(t, i18n.language, summary)))) return;
    const saved = await props.saveIfChanged();
    if (!saved) return;
    // Awaited rather than given callbacks: the finalized certification replaces this editor (and
    // these buttons) as soon as it is read again, and a gone component's callbacks never run.
    try {
      const finalized = await finalize.mutateAsync({ id: saved.id, version: saved.version });
      showSuccess(t('finalized'));
      // Named in the address: shown until now as the occupancy's draft, it would vanish once finalized.
      props.onOpen(finalized.id);
    } catch (error) {
      props.onFailure(error, `${CERTIFICATIONS_NS}:errors.finalize`);
    }
  }

  async function askDelete() {
    const confirmed = await confirmAction({
      title: t('confirmDelete.title'),
      message: t('confirmDelete.message', {
        type: t(`types.${certification.type}`),
        date: formatDate(certification.effective_date, i18n.language),
      }),
      confirmLabel: t('actions.delete'),
      cancelLabel: t('actions.cancel'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync({ id: certification.id });
      showSuccess(t('deleted'));
      props.onDeleted(certification.id);
    } catch (error) {
      notify(error, 'errors.delete');
    }
  }

  function correct() {
    create.mutate(
      {
        occupancyId: certification.occupancy_id,
        body: { type: certification.type, supersedes_id: certification.id },
      },
      {
        onSuccess: (created) => {
          showSuccess(t('correctionCreated'));
          props.onOpen(created.id);
        },
        onError: (error) => notify(error, 'errors.correct', newDraftRefusalKeys(error, CERTIFICATIONS_NS)),
      },
    );
  }

  async function print() {
    // Opened on the click itself: a tab opened once the PDF has arrived would be blocked.
    const tab = window.open('', '_blank');
    setPrinting(true);
    try {
      await openTic(certification.id, toLanguage(i18n.language), tab);
    } catch (error) {
      tab?.close();
      notify(error, 'errors.tic');
    } finally {
      setPrinting(false);
    }
  }

  return (
    <Group justify="flex-end" gap="sm">
      <Button
        variant="default"
        leftSection={<IconPrinter size={16} aria-hidden />}
        loading={printing}
        onClick={() => void print()}
      >
        {t('actions.printTic')}
      </Button>
      {canWrite && !draft && certification.superseded_by_id === null && (
        <Button
          variant="light"
          leftSection={<IconEdit size={16} aria-hidden />}
          loading={create.isPending}
          onClick={correct}
        >
          {t('actions.correct')}
        </Button>
      )}
      {canWrite && draft && (
        <>
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            loading={remove.isPending}
            onClick={() => void askDelete()}
          >
            {t('actions.deleteDraft')}
          </Button>
          <Button
            type="submit"
            variant="light"
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            loading={props.saving && !finalize.isPending}
          >
            {t('actions.saveDraft')}
          </Button>
          <Button
            leftSection={<IconCheck size={16} aria-hidden />}
            loading={finalize.isPending}
            onClick={() => void askFinalize()}
          >
            {t('actions.finalize')}
          </Button>
        </>
      )}
    </Group>
  );
}
