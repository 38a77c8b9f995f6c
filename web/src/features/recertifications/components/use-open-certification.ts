import type { RecertificationItem } from '@lar/contracts/recertifications';
import { useNavigate } from 'react-router';
import { showApiError } from '../../../components/show-api-error.ts';
import { useTranslator } from '../../../lib/use-translator.ts';
import { newDraftRefusalKeys } from '../../certifications/api.ts';
import { useStartAnnual } from '../api.ts';
import { RECERTIFICATIONS_NS } from '../namespace.ts';

/**
 * A due household's next step: "Continue" opens its draft in the certification editor; "Start"
 * creates the annual draft (from the last finalized certification) and then opens it.
 */
export function useOpenCertification() {
  const translator = useTranslator(RECERTIFICATIONS_NS);
  const navigate = useNavigate();
  const start = useStartAnnual();
  const open = (occupancyId: number, certificationId: number) =>
    void navigate(`/certifications?occupancy=${occupancyId}&certification=${certificationId}`);

  return {
    startingId: start.isPending ? start.variables : undefined,
    go(item: RecertificationItem) {
      if (item.draft) {
        open(item.occupancy_id, item.draft.id);
        return;
      }
      start.mutate(item.occupancy_id, {
        onSuccess: (created) => open(item.occupancy_id, created.id),
        onError: (error) =>
          showApiError(error, translator, {
            byCode: newDraftRefusalKeys(error, RECERTIFICATIONS_NS),
            fallbackKey: `${RECERTIFICATIONS_NS}:errors.start`,
          }),
      });
    },
  };
}
